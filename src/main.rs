fn main() {
    eprintln!("hypnosia: under construction");
    std::process::exit(1);
}
