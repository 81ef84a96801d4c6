//! The REST API over TLS, as `https://discord.com` serves it: serenity's own rate limiter
//! (which learns each route's bucket from Discord's headers) always calls
//! `https://discord.com/api/v10/…` and ignores a proxy, so a bot that keeps its limiter on
//! reaches the emulator by resolving `discord.com` to [`Emulator::api_url`]'s address and
//! accepting this certificate (a self-signed one for `discord.com`, `tls/`, for tests only).

use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls::{ServerConfig, crypto::ring};
use tokio_rustls::server::TlsStream;

const CERT: &[u8] = include_bytes!("../tls/cert.pem");
const KEY: &[u8] = include_bytes!("../tls/key.pem");

fn acceptor() -> TlsAcceptor {
    let cert = CertificateDer::from_pem_slice(CERT).expect("tls/cert.pem");
    let key = PrivateKeyDer::from_pem_slice(KEY).expect("tls/key.pem");
    let mut config = ServerConfig::builder_with_provider(Arc::new(ring::default_provider()))
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(vec![cert], key)
        .expect("the emulator's certificate");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    TlsAcceptor::from(Arc::new(config))
}

/// A TLS listener for `axum::serve`: connections are accepted and their handshakes run in
/// tasks of their own, so a client that stalls its handshake holds up nobody.
pub(crate) struct TlsListener {
    addr: SocketAddr,
    ready: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
}

impl TlsListener {
    pub(crate) fn new(tcp: TcpListener) -> TlsListener {
        let addr = tcp.local_addr().expect("local addr");
        let (tx, ready) = mpsc::channel(64);
        let acceptor = acceptor();
        tokio::spawn(async move {
            loop {
                let Ok((stream, peer)) = tcp.accept().await else {
                    continue;
                };
                // As Discord's edge sends: at once (see `lib.rs`, `start_with`).
                let _ = stream.set_nodelay(true);
                let (acceptor, ready) = (acceptor.clone(), tx.clone());
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(stream).await {
                        let _ = ready.send((tls, peer)).await;
                    }
                });
                if tx.is_closed() {
                    return;
                }
            }
        });
        TlsListener { addr, ready }
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(conn) => conn,
            // The accepting task ended: no connection will come.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        Ok(self.addr)
    }
}
