# 지난 게임, 다시 보기, 순위표, 통계, 서버 설정.

## /hypnosia games

games-title = 힙노시아 — 지난 게임
games-of = { $player }님의 게임
games-none-player = 여기서 이 플레이어가 참가한 게임 중 끝난 게임이 아직 없습니다.
games-none = 여기서 끝난 게임이 아직 없습니다.
pages-only = 페이지는 { $pages }개뿐입니다.
games-footer = { $pages }페이지 중 { $page }페이지 · 게임 { $games }판
games-player = { $emoji } { $name } { $score }{ $left }
games-left-mark = { " " }(나감)
games-walked-away-mark = { " " }🤖 (봇이 진행)
games-cancelled = 취소됨
games-winners = 🏆 { $winners } · { $reason }
games-line = **#{ $game }** · { $when } · { $players } · { $outcome } · { $turns }차례

## 게임 번호를 입력할 때의 추천 (일반 텍스트)

ago-just-now = 방금
ago-minutes = { $count }분 전
ago-hours = { $count }시간 전
ago-days = { $count }일 전
ago-months = { $count }개월 전
ago-years = { $count }년 전
suggestion-cancelled = 취소됨

## /hypnosia replay

replay-title = 게임 #{ $game } 다시 보기
replay-start = **첫 차례 전** · 모두 { $turns }차례
replay-turn = **{ $turns }차례 중 { $turn }번째**
replay-over = 게임 종료: { $reason }. { $count ->
        [1] 승자
       *[other] 공동 승자
    }: { $winners }
replay-footer = 누구나 넘겨 볼 수 있습니다: ⏮ 처음 · ◀ ▶ 한 차례 · ±10 차례 · ⏭ 끝

## /hypnosia leaderboard

leaderboard-title-rating = 힙노시아 순위표 — 레이팅순
leaderboard-title-wins = 힙노시아 순위표 — 승리순
leaderboard-title-points = 힙노시아 순위표 — 점수순
leaderboard-nobody-rated = 아직 레이팅이 있는 사람이 없습니다. 레이팅은 두 명 이상의 사람이 함께한 게임에서 매겨집니다.
leaderboard-nobody = 아직 아무도 없습니다. 게임을 끝내면 여기에 나타납니다.
leaderboard-line = **{ $place }.** { $player } — 레이팅 { $rating } · { $games }판 · { $wins }승 · { $points }점
leaderboard-footer = { $pages }페이지 중 { $page }페이지 · 플레이어 { $players }명

## /hypnosia stats

stats-title = 힙노시아 통계
stats-none = { $player }님은 여기서 아직 끝낸 게임이 없습니다.
stats-best-1 = 1위
stats-best-2 = 2위
stats-best-3 = 3위
stats-best-n = { $rank }위
stats-place = 여기서 { $place }위
stats-not-rated = 아직 레이팅 없음
stats-text =
    { $player }
    레이팅 **{ $rating }** ({ $place }; 레이팅 게임 { $rated }판)
    { $games }판 · { $wins }승 ({ $percent }%) · 최고 순위 { $best }
    { $points }점 (게임당 평균 { $average }점) · 중앙에 들여보낸 말 { $center }개 · 잡은 말 { $captures }개
stats-history = 레이팅 변화: { $trail }
# Under your own /hypnosia stats, which only you see: every community you
# hold a rating in, one line each ($place: a server's name, or the words below;
# a DM's or group DM's members are never named).
stats-where-title = 내 레이팅이 있는 곳
stats-where-line = { $place }: { $rating } · { $games }판
stats-where-here = { $place } (여기)
stats-where-other-server = 다른 서버
stats-where-direct = 개인 메시지 또는 그룹 메시지
number-decimal = { $value }

## /hypnosia settings

settings-text =
    기본 차례 제한 시간: **{ $timeout }**
    게임 가능한 채널: { $channels }
    스레드에서 게임 (채널당 여러 게임): **{ $threads }**
    공개 메시지 언어: **{ $language }**
settings-title = ### ⚙️ 힙노시아 설정
settings-every-channel = 모든 채널
settings-on = 켜짐
settings-off = 꺼짐
settings-language-auto = { $language } (서버 언어)
settings-language-auto-unknown = 영어 (봇이 서버 언어를 지원하지 않음)
settings-limit = 동시에 허용되는 열린 대기실과 진행 중인 게임 수: **{ $count }**

# 지난 게임 목록 아래: 다시 보기 명령어 (멘션).
games-replay-hint = 다시 보려면: { $replay } (게임 번호 입력)
# 끝낸 게임이 없을 때의 최고 순위.
stats-best-none = 아직 없음

# /hypnosia settings chances
settings-chances = 차례 메시지에 각 플레이어의 승리 확률 표시: **{ $state }**
# 시즌: 순위표나 통계가 다루는 기간. $ends는 Discord 상대 시간.
season-all-time = 전체 기간
season-current = 시즌 { $season } · 종료: { $ends }
season-past = 시즌 { $season }
leaderboard-season-open = { $season } 시즌에는 아직 게임을 끝낸 사람이 없습니다. 경쟁은 지금부터입니다. 지난 시즌을 보려면 { $previous } 시즌을 고르세요.
leaderboard-season-nobody = { $season } 시즌에 게임을 끝낸 사람이 없습니다.
stats-none-season = { $player }님은 { $season } 시즌에 끝낸 게임이 없습니다.
season-choice-current = 현재 시즌 ({ $season })
season-cadence-monthly = 매월
season-cadence-quarterly = 분기별
settings-season-none = 시즌: 꺼짐. 순위표는 전체 기간 기준입니다.
settings-season-on = 시즌: { $cadence } (UTC). 현재 시즌: { $season }, 종료: { $ends }.
settings-season-announce = 각 시즌의 종료는 { $channel }에 공지됩니다.
settings-season-no-announce = 시즌 종료는 공지되지 않습니다. 공지하려면 채널을 선택하세요.
settings-season-refused = Discord가 { $channel } 채널에서 { $season } 시즌 종료 공지를 거부했습니다. 봇이 그 채널을 볼 수 없거나 글을 올릴 수 없습니다. 그 채널에서 봇에게 채널 보기, 메시지 보내기, 링크 첨부, 파일 첨부 권한을 주거나 다른 채널을 고르세요. 그러면 공지가 올라갑니다.
season-end-title = 시즌 { $season } 종료: 상위 10명

## faces-fetch
settings-avatars = 봇의 그림에 멤버 아바타 표시: **{ $state }**
card-rating = 레이팅
card-games = 판
card-wins = 승

## 이슈 45, 작은 개선들

# 서버의 상호작용이 아직 서버 언어를 알려 주지 않았을 때.
settings-language-auto-not-known = 영어 (서버 언어를 아직 알 수 없음)

# A player's error rate over their analyzed rated games (issue 48), in /hypnosia stats.
stats-error-rate = 오류율: 결정당 승리 확률 { $rate }퍼센트포인트 손실 (정확도 { $accuracy }/100), 분석된 레이팅 게임 { $games }판
stats-error-better = 좋아지는 중: 최근 { $count }판 { $rate }
stats-error-worse = 나빠지는 중: 최근 { $count }판 { $rate }
stats-error-steady = 꾸준함: 최근 { $count }판 { $rate }

# The leaderboard by accuracy (issue 48).
leaderboard-title-accuracy = 힙노시아 순위표 — 정확도순
leaderboard-accuracy-line = **{ $place }.** { $player } — 정확도 { $accuracy }/100 · 결정당 { $rate }포인트 손실 · 분석된 레이팅 게임 { $games }판
leaderboard-nobody-accuracy = 아직 아무도 없습니다. 분석된 레이팅 게임이 { $games }판 이상인 사람이 여기에 나타납니다 (게임 분석을 요청하면 수가 평가됩니다).
leaderboard-accuracy-all-time = 정확도는 전체 기간으로 집계됩니다.
