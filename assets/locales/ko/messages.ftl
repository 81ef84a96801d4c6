# 공개 게임 메시지: 대기실, 차례, 결과, 투표. 서버의 언어를 따릅니다
# (/hypnosia settings language).

## 색과 컴퓨터 플레이어

color-red = 빨강
color-yellow = 노랑
color-green = 초록
color-cyan = 하늘색
color-blue = 파랑
color-magenta = 보라

level-easy = 쉬움
level-medium = 보통
level-hard = 어려움
ai-player = AI ({ $level })

## 대기실

lobby-title = 힙노시아 — 새 게임
lobby-host = 방장: { $host }
lobby-seats = **자리 ({ $taken }/{ $seats })**
lobby-closes = 아무 일도 없으면 닫힘: { $closes }
lobby-rules = 규칙
variant-standard = 기본
variant-no-stacks-over-bridges = 겹말은 다리를 건널 수 없음
lobby-timeout = 차례 제한 시간
lobby-where = 장소
lobby-where-thread = 스레드
lobby-where-channel = 이 채널
lobby-footer = 자리가 두 개 이상 차면 방장이 게임을 시작할 수 있습니다.
lobby-join = 참가
lobby-leave = 나가기
lobby-start = 시작 (방장)
lobby-cancel = 취소 (방장)
lobby-add-ai = AI 추가: { $level }
lobby-remove-ai = AI 빼기
lobby-pick-color = 이미 앉으셨나요? 다른 색을 고르세요
lobby-idle-closed = 한동안 아무 활동이 없어 이 대기실이 닫혔습니다.
lobby-everybody-left = 모두 나가서 이 대기실이 닫혔습니다.
lobby-host-cancelled = 방장이 이 대기실을 취소했습니다.
lobby-starting = 게임을 시작하는 중…
lobby-started-here = 게임 #{ $game } 시작: 바로 아래에서 진행됩니다. 참가자: { $players }
lobby-started-thread = 게임 #{ $game } 시작: 전용 스레드 { $thread }에서 진행됩니다. 참가자: { $players }
game-thread-name = 힙노시아 게임 { $game }

## 차례 메시지

opening-title = **선 정하기**
opening-tie = 동점이라 다시 굴립니다:
turn-title = { $emoji } { $name } 차례
turn-dice = 주사위: **{ $first }**, **{ $second }**
turn-so-far = 지금까지: { $moves }
turn-die-left = 남은 주사위: **{ $dice }**
turn-deadline = 제한 시간: { $deadline }. 그 안에 두지 않으면 컴퓨터가 대신 이 차례를 둡니다.
turn-last-warning = ⚠️ 최근 { $count }번의 차례가 시간 초과되었습니다. 한 번 더 시간을 넘기면 게임에서 제외됩니다.
turn-die-blocked = 지금은 { $die }{ $die ->
        [3] 으로
        [6] 으로
       *[other] 로
    } 둘 수 있는 수가 없습니다.
turn-computer-thinking = 컴퓨터가 생각하는 중…
turn-scores = 점수
turn-footer = 게임 { $game } · { $turn }번째 차례
turn-your-move = { $mention }님, 둘 차례입니다.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(나감)
move-auto = { $played } (자동)
turn-summary-rolled = { $emoji } { $name }: { $first }·{ $second } 굴림
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [1] 주사위 { $dice }
       *[other] 주사위 { $count }개({ $dice })
    } 사용 못 함 (둘 수 있는 수 없음)
dice-and = { $first }, { $second }
left-resigned = 기권함
left-removed = 연속 { $count }번 시간 초과로 제외됨
left-removed-short = 거듭된 시간 초과로 제외됨

## 결과

results-title = 힙노시아 — 결과
results-over = 게임 종료: { $reason }.
results-cancelled-by = 취소한 사람: { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points }점 · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· 레이팅 { $before } → { $after }
results-footer = 게임 { $game }
results-rematch = 재대결
results-export = 내보내기
reason-center-full = 중앙이 가득 참
reason-players-left = 남은 플레이어가 두 명 미만
reason-board-empty = 판 위에 말이 하나도 남지 않음
reason-round-limit = 최대 라운드 도달
reason-cancelled = 게임 취소

## 기권과 취소

resign-confirm = 게임 #{ $game }에서 기권할까요? 출발선과 원 위의 말은 판에서 빠지고, 중앙의 말은 점수를 그대로 유지하며, 패배로 기록됩니다.
resign-button = 기권
resigned-done = 게임 #{ $game }에서 기권했습니다. 말이 판에서 빠졌습니다.
cancel-force-confirm = 게임 #{ $game }을(를) 강제로 취소할까요? 아무것도 기록되지 않으며, 직접 취소했다는 사실이 플레이어들에게 알려집니다.
cancel-confirm = 게임 #{ $game }을(를) 취소할까요? 아무것도 기록되지 않습니다.
cancel-button = 게임 취소
vote-text =
    { $name }님이 게임 #{ $game } 취소를 요청했습니다. 아직 플레이 중인 모두가 동의해야 하며 (마감: { $ends }), 그렇지 않으면 게임이 계속됩니다.
    { $people }
vote-agree = 동의
vote-closed = 게임 #{ $game }: { $text }
vote-cancelled = 취소되었습니다.
vote-all-agreed = 플레이 중인 모두가 동의해 취소되었습니다.
vote-expired = 2분 안에 모두가 동의하지 않아 게임이 계속됩니다.
cancelled-by-force = { $name } (서버 관리하기)
cancelled-by-vote = { $name } (전원 동의)

## 그 밖의 답변

board-reposted = 판을 채널 맨 아래에 다시 올렸습니다.
rematch-open = { $channel }에 재대결 대기실이 열렸습니다.
export-json = 게임 { $game }, 형식 `hypnosia-record/1`.
export-gif = 게임 { $game }: 수마다 한 장씩, { $frames }장.
export-gif-turns = 게임 { $game }: 차례마다 한 장씩, { $frames }장, { $size }px. 수마다 그리면 Discord 업로드 한도를 넘습니다.
export-gif-scaled = 게임 { $game }: 수마다 한 장씩, { $frames }장. Discord 업로드 한도에 맞추려고 { $size }px로 그렸습니다.

## 모든 언어에서 같은 글 (이름)

plain = { $text }
# 긴 글을 Discord 제한에 맞게 줄였을 때.
fit-earlier-lines = …이전 { $count }줄 생략
fit-more-lines = …외 { $count }줄 더 있음

## 봇이 다시 읽는 시간 표기 (차례 제한 시간): 짧은 단위.

duration-hours = { $count }시간
duration-minutes = { $count }분
duration-seconds = { $count }초
# 대기실이나 게임 메시지 링크 앞.
held-link = : { $link }
# 차례 요약과 그 뒤의 내용을 잇습니다.
summary-then = { $summary }: { $then }
# 차례의 수와 사용하지 못한 주사위를 잇습니다.
summary-also = { $summary }; { $then }
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count }일
# 느린 게임: 시간이 4분의 1 남았을 때 보내는 알림. $at과 $deadline은 Discord 상대 시간.
turn-reminder-when = 알림: { $at }, 시간이 4분의 1 남았을 때.
turn-reminder = { $player }, #{ $game } 게임에서 차례입니다. 제한 시간: { $deadline }.
