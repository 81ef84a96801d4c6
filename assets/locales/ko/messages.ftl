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
lobby-pick-color = 이미 앉으셨습니까? 다른 색을 고르세요
lobby-idle-closed = 한동안 아무 활동이 없어 이 대기실이 닫혔습니다.
lobby-everybody-left = 모두 나가서 이 대기실이 닫혔습니다.
lobby-host-cancelled = 방장이 이 대기실을 닫았습니다.
lobby-admin-closed = 이 서버를 관리하는 멤버가 이 대기실을 닫았습니다.
lobby-starting = 게임을 시작하는 중…
lobby-started-here = 게임 #{ $game } 시작: 바로 아래에서 진행됩니다. 참가자: { $players }
lobby-started-thread = 게임 #{ $game } 시작: 전용 스레드 { $thread }에서 진행됩니다. 참가자: { $players }
game-thread-name = 힙노시아 게임 { $game }

## 차례 메시지

opening-title = **선 정하기**
opening-tie = 동점이라 다시 굴립니다:
turn-dice = 주사위: **{ $first }**, **{ $second }**
turn-last-warning = ⚠️ 최근 { $count }번의 차례가 시간 초과되었습니다. 한 번 더 시간을 넘기면 게임에서 제외됩니다.
turn-last-warning-alone = ⚠️ 최근 { $count }번의 차례가 시간 초과되었습니다. 한 번 더 시간을 넘기면 봇이 남은 게임을 대신 진행합니다.
move-auto = { $played } (봇이 대신 둠)
move-auto-timeout = { $played } (시간 초과: 봇이 대신 둠)
move-auto-finish = { $played } (대신 끝내기: 봇이 대신 둠)
move-auto-decided = { $played } (더 둘 수 있는 사람이 없음: 봇이 대신 둠)
turn-summary-rolled = { $emoji } { $name } 🎲{ $first }·{ $second }
turn-footer = 게임 #{ $game } · { $turn }번째 차례
turn-refresh = 새로고침
turn-played-board-follows = ✅ 차례를 마쳤습니다 · 게임판이 곧 바뀝니다
board-old-stays = 이제 게임판은 여기에 있습니다. 다른 게임판은 수정할 수 없어 버튼이 남아 있지만, 게임은 이 게임판에서만 이어집니다.
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [1] { $dice }
       *[other] { $dice }
    } 사용 못 함 (둘 수 있는 수 없음)
dice-and = { $first }, { $second }
left-resigned = 기권함
left-removed = 연속 { $count }번 시간 초과로 제외됨
left-removed-short = 거듭된 시간 초과로 제외됨
# 클릭으로만 게임이 보이는 곳(개인 메시지, 그룹 메시지)에서 게임판 위에 표시되는 줄:
# 시간이 초과되어 봇이 대신 둔 차례. $count는 지금까지의 연속 시간 초과 횟수, $max번이면 제외됨.
timeout-played = ⏱ { $name }님의 시간이 초과되어 봇이 대신 두었습니다 ({ $count }/{ $max }회, { $max }회가 되면 게임에서 제외됩니다).
# 기다리는 사람이 없을 때: $max번이면 봇이 남은 게임을 대신 진행함.
timeout-played-alone = ⏱ { $name }님의 시간이 초과되어 봇이 대신 두었습니다 ({ $count }/{ $max }회, { $max }회가 되면 봇이 남은 게임을 끝까지 진행합니다).
# 별도 메시지 (게임판 수정은 아무에게도 알림이 가지 않음): $mention 제외.
timeout-removed-notice = ⏱ { $mention }님이 연속 { $count }번 시간 초과로 게임 #{ $game }에서 제외되었습니다.
# 제외로 게임이 끝났을 때. $people은 자리에 앉은 모든 사람을 멘션.
timeout-end-removed = ⏱ { $people }: 게임 #{ $game } 종료: { $name }님이 연속 { $count }번 시간 초과로 제외되었습니다. 결과는 위 게임판에 있습니다.
# 시간이 초과된 사람 대신 봇이 남은 게임을 진행해 끝났을 때.
timeout-end-played-out = ⏱ { $people }: 게임 #{ $game } 종료: { $name }님의 시간이 초과되어 봇이 남은 게임을 진행했습니다. 결과는 위 게임판에 있습니다.

## 결과

results-over = 게임 종료: { $reason }.
results-played-by-bot = 🤖 { $name }: { $total }차례 중 { $count }차례를 봇이 진행함{ $why }
results-walked-away = 🤖 { $name }: { $total }차례 중 { $count }차례를 봇이 진행했습니다{ $why }. 게임의 대부분이므로 이 게임은 승리나 최고 순위로 계산되지 않습니다.
results-why-timeout = 시간 초과
results-why-finish = 대신 끝내기
results-why-decided = 더 둘 수 있는 사람이 없음
results-headline-uncounted = 🤖 게임 #{ $game }: { $names } 님 자리 { $count ->
        [1] 1위
       *[other] 공동 1위
    } — 봇이 진행해 승리로 계산되지 않음
results-cancelled-by = 취소 — { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points }점 · ★{ $center } · ✕{ $captures }{ $rating }
results-footer = 게임 #{ $game } · ★ 중앙 · ✕ 잡기
results-rematch = 재대결
results-next = 다음 일정
results-standings = 순위
results-export = 내보내기
reason-center-full = 중앙이 가득 참
reason-players-left = 남은 플레이어가 두 명 미만
reason-board-empty = 판 위에 말이 하나도 남지 않음
reason-round-limit = 최대 라운드 도달
reason-cancelled = 게임 취소

## 기권과 취소

resign-confirm = 게임 #{ $game }에서 기권하시겠습니까? 출발선과 원 위의 말은 판에서 빠지고, 중앙의 말은 점수를 그대로 유지하며, 패배로 기록됩니다.
resign-button = 기권
resigned-done = 기권했습니다. 말이 판에서 빠졌습니다.
cancel-force-confirm = 게임 #{ $game } 강제 취소를 진행하시겠습니까? 아무것도 기록되지 않으며, 직접 취소했다는 사실이 플레이어들에게 알려집니다.
cancel-confirm = 게임 #{ $game } 취소를 진행하시겠습니까? 아무것도 기록되지 않습니다.
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
export-json = 게임 #{ $game }, 형식 `hypnosia-record/1`.
export-gif = 게임 #{ $game }: 수마다 한 장씩, { $frames }장.
export-gif-turns = 게임 #{ $game }: 차례마다 한 장씩, { $frames }장, { $size }px. 수마다 그리면 Discord 업로드 한도를 넘습니다.
export-gif-scaled = 게임 #{ $game }: 수마다 한 장씩, { $frames }장. Discord 업로드 한도에 맞추려고 { $size }px로 그렸습니다.

## 모든 언어에서 같은 글 (이름)

plain = { $text }
# 긴 글을 Discord 제한에 맞게 줄였을 때.
log-earlier-lines = …이전 { $count }줄 생략 · 게임이 끝나면 { $replay }에서 모두 볼 수 있음
fit-earlier-lines = …이전 { $count }줄 생략
fit-more-lines = …외 { $count }줄 더 있음

## 봇이 다시 읽는 시간 표기 (차례 제한 시간): 짧은 단위.

duration-hours = { $count }시간
duration-minutes = { $count }분
duration-seconds = { $count }초
# 대기실이나 게임 메시지 링크 앞.
held-link = : { $link }
# 차례 요약과 그 뒤의 내용을 잇습니다.
summary-then = { $summary } · { $then }

## 배우기 (/hypnosia learn)와 연습 게임의 힌트

learn-title = 레슨 { $number }/{ $total }: { $name }
learn-footer = 이 레슨은 본인에게만 보입니다. 빨강으로 두며, 컴퓨터(게임판에는 AI로 표시)가 두는 파랑은 자기 차례를 기다립니다.
## /hypnosia puzzle
puzzle-title = 퍼즐 #{ $number }
puzzle-task = 둘 차례: **{ $color }**. 두 주사위를 쓰는 방법 중 하나가 확실히 가장 좋습니다. 찾아 보세요.
puzzle-first-played = 이미 둔 수: { $moves }. 이제 다른 주사위입니다.
puzzle-again = 이미 답한 퍼즐입니다. 이번 답은 퍼즐 레이팅을 바꾸지 않습니다.
puzzle-from-game = 여기서 한 게임 #{ $game }의 { $turn }번째 차례에서 가져왔습니다.
puzzle-from-set = 봇이 직접 준비한 퍼즐 모음에서 가져왔습니다.
puzzle-footer = 이 퍼즐은 본인에게만 보입니다. 내 퍼즐 레이팅: { $rating }
puzzle-footer-new = 이 퍼즐은 본인에게만 보입니다. 첫 답으로 퍼즐 레이팅이 시작됩니다.
puzzle-footer-next = 본인에게만 보입니다. “다음 퍼즐”로 다른 퍼즐을 받으세요.
puzzle-right = ✅ 정답! 가장 좋은 방법은 { $moves }입니다.
puzzle-why = 이유:{ $why }
puzzle-wrong = ❌ 최선이 아닙니다. 둔 수: { $moves }. 이 수로 승리 확률을 { $loss }퍼센트포인트 잃습니다.
puzzle-best = 최선의 수: { $moves }. 이유:{ $why }
puzzle-rating-moved = 내 퍼즐 레이팅: { $before } → **{ $after }** ({ $delta }), { $attempts }개 중 { $solved }개 해결.
puzzle-next = 다음 퍼즐
puzzle-restart = ↺ 처음부터
puzzle-rating-kept = 이미 답한 퍼즐: 퍼즐 레이팅은 **{ $rating }** 그대로입니다.

## 오늘의 퍼즐 (/hypnosia settings puzzle)
daily-puzzle-title = 🧩 오늘의 퍼즐 · { $date }
daily-puzzle-date = { $month }월 { $day }일 { $weekday ->
    [1] 월요일
    [2] 화요일
    [3] 수요일
    [4] 목요일
    [5] 금요일
    [6] 토요일
   *[7] 일요일
}
daily-puzzle-level = 난이도: **{ $level ->
    [easy] 쉬움
    [medium] 보통
    [hard] 어려움
   *[expert] 매우 어려움
}** · 레이팅 { $rating }
daily-puzzle-answers = { $attempts ->
    [0] 아직 아무도 답하지 않았습니다.
   *[other] { $attempts }명 중 **{ $solved }**명이 풀었습니다.
}
daily-puzzle-shared-solved = ✅ { $who } 님이 오늘의 퍼즐({ $date })을 한 번에 풀었습니다.
daily-puzzle-shared-tried = 🧩 { $who } 님이 오늘의 퍼즐({ $date })에 도전했습니다. 이번에는 풀지 못했습니다.
daily-puzzle-footer = 풀기를 누르면 본인에게만 열립니다. 첫 답이 퍼즐 레이팅에 반영됩니다.
daily-puzzle-solve = 풀기
daily-puzzle-on = 오늘의 퍼즐: 매일 (UTC) { $channel }에 올립니다.
daily-puzzle-off = 오늘의 퍼즐: 꺼짐.
learn-right = ✓ 정답입니다!
learn-would-land = ✗ { $choice }: 요청한 수가 아닙니다. 이 수는 { $space }에 멈춥니다.
learn-would-capture = ✗ { $choice }: 요청한 수가 아닙니다. 이 수는 { $space }에서 말 { $count }개를 잡습니다.
learn-would-enter = ✗ { $choice }: 요청한 수가 아닙니다. 이 수는 중앙 { $place }번 자리로 들어갑니다 (모두 { $points }점).
learn-did-capture = 말 { $count }개를 잡았습니다: 내 점수 +{ $count }, 파랑 −{ $count }.
learn-did-enter = 말 { $count }개가 중앙에 들어갔습니다: +{ $points }점.
learn-did-lose = 남은 주사위 { $count }개({ $dice })로는 더 둘 수 있는 수가 없어 차례가 넘어갑니다.
learn-done-title = 레슨 완료
learn-done = 이제 게임 방법을 모두 배웠습니다. 아래 버튼을 누르면 쉬운 컴퓨터와의 연습 게임이 바로 시작됩니다. 서버가 게임을 스레드에서 진행하면 전용 스레드에서 열립니다. 서두르지 마세요. 차례마다 시간 제한이 없습니다. 혼자 컴퓨터 플레이어들과 할 때는 힌트 버튼으로 어려운 컴퓨터가 둘 수를 볼 수 있습니다.
learn-practice = 연습 게임
learn-practice-open = { $channel }에서 연습 게임이 시작되었습니다. 서두르지 마세요. 차례마다 시간 제한이 없습니다. 하루 동안 수를 두지 않으면 게임이 끝납니다.
learn-lane-name = 출발선 떠나기
learn-lane-task = 3번 말이 출발선을 나가려면 3 이상이 필요합니다. 주사위가 클수록 더 멀리 갑니다. 3을 넘는 눈 하나마다 입구 `O0`에서 한 칸씩 더 갑니다. 주사위는 2와 4입니다. **3번 말**을 바깥 원으로 내보내세요.
learn-lane-wrong = 3번 말은 3 이상의 주사위가 필요합니다. 이 말을 내보내는 주사위는 4뿐입니다. 4는 3보다 하나 크므로 `O0`에서 한 칸 지난 `O1`에 멈춥니다.
learn-counting-name = 정확히 세기
learn-counting-task = 한 수는 주사위 눈을 모두 씁니다. 말은 시계 반대 방향으로 정확히 그 칸 수만큼 가고, 가는 길의 말은 모두 뛰어넘습니다. 멈추는 칸만 중요합니다. **1번 말**을 파랑 말 너머 `O5`로 옮기세요.
learn-counting-wrong = `O1`에서 `O5`에 멈추는 주사위는 4뿐입니다. `O3`의 파랑 말은 그냥 뛰어넘습니다.
learn-bridge-name = 다리 건너기
learn-bridge-task = 금색 칸이 다리입니다. 다리에서 *시작하는* 수는 다리를 건널 수 있습니다. 첫 걸음은 안쪽으로 가고, 나머지는 안쪽 원을 따라 갑니다. 먼저 **1번 말**을 다리 `O4`에 세우세요.
learn-bridge-cross-task = 이제 2로 건너세요. 첫 걸음에 1번 말이 `M3`로, 둘째 걸음에 `M4`로 갑니다. 주사위 하나로 다리에 멈추고 다른 하나로 건너면 한 차례에 안쪽으로 들어갑니다.
learn-bridge-wrong = 다리에서 시작하는 수만 다리를 건널 수 있습니다. 3으로 `O4`에 멈춘 다음 2로 건너세요.
learn-stack-name = 겹말
learn-stack-task = 같은 칸에 있는 내 말 두 개는 겹말이 됩니다. **2번 말**을 출발선에서 `O2`의 1번 말 위로 옮기세요.
learn-stack-move-task = 겹말은 한 덩어리로 움직입니다. 2로 겹말 전체(1+2번 말, 버튼에는 `①②`)를 다리 `O4`로 옮기세요.
learn-stack-wrong = 4로 2번 말이 출발선을 나가 `O0`에서 두 칸 지난 곳(4는 2보다 둘 큼), 곧 `O2`의 1번 말 위에 멈춥니다. 그다음 2로 겹말 1+2번 전체를 옮깁니다.
learn-split-name = 겹말에서 떼어 움직이기
learn-split-task = 겹말에서 번호가 큰 말을 떼어 혼자 움직일 수도 있습니다. 다른 말은 그 자리에 남습니다. 3으로 **2번 말**을 떼어 다리 `O4`로 옮기세요.
learn-split-wrong = `①②`라고 적힌 버튼은 겹말 전체(1+2번 말)를 옮깁니다. 떼어 움직이면 2번 말(`②`)만 가고, `O4`로 가는 주사위는 3뿐입니다.
learn-capture-name = 잡기
learn-capture-task = 상대의 말 하나가 있는 칸에 멈추면 그 말을 잡습니다 (✕). 잡힌 말은 게임에서 빠지고, 내 점수 +1, 그 말 주인은 −1입니다. 말 하나로는 겹말을 잡을 수 없으므로 1번 말을 `O6`의 파랑 겹말로 보내는 버튼은 없습니다. `O4`의 파랑 말을 잡으세요.
learn-capture-wrong = 1번 말을 `O4`의 파랑 말 위로 보내는 주사위는 3뿐입니다. `O6`의 파랑 겹말은 말 하나로는 잡을 수 없습니다.
learn-stack-capture-name = 겹말로 잡기
learn-stack-capture-task = 겹말은 말 하나도, 겹말의 두 말도 잡습니다 (+2). 내 말은 잡히지 않습니다: 겹말은 내 말이 있는 칸에 멈출 수 없습니다. 겹말 전체로 `O6`의 파랑 겹말을 잡으세요.
learn-stack-capture-wrong = 4로 겹말 1+2번 전체가 `O6`의 파랑 겹말 위로 가서 두 말을 모두 잡습니다. 떼어 낸 말 하나로는 겹말을 잡을 수 없습니다.
learn-center-name = 중앙
learn-center-task = 안쪽 원의 다리는 중앙으로 이어지며, 정확히 1일 때만 들어갈 수 있습니다 (★). 중앙에는 자리가 다섯 개 있고, 들어온 순서대로 5, 4, 3, 2, 1점입니다. **1번 말**을 다리 `I2`에서 중앙으로 들여보내세요.
learn-center-wrong = 중앙에는 안쪽 원의 다리에서 1로만 들어갑니다. 다른 수는 말을 안쪽 원을 따라 더 보냅니다.
learn-stack-enters-name = 겹말이 중앙에 들어가기
learn-stack-enters-task = 빈자리가 둘 이상 남아 있으면 겹말 전체가 중앙에 들어갈 수 있습니다. 두 말이 다음 자리를 차지하며, 번호가 작은 말이 먼저입니다. 파랑이 1, 2번 자리를 차지했습니다. 겹말 전체를 들여보내세요.
learn-stack-enters-wrong = 빈자리가 셋이면 겹말 1+2번 전체가 들어가 3, 4번 자리를 차지합니다 (3 + 2점). 한 자리만 남았다면 떼어 낸 말 하나만 들어갈 수 있습니다.
learn-lost-die-name = 쓸 수 없는 주사위
learn-lost-die-task = 1로는 둘 수 있는 수가 없습니다. 1번 말은 `O7`의 파랑 겹말에 멈추게 되고, 2~4번 말은 출발선을 떠나려면 더 큰 주사위가 필요합니다. 4로 **1번 말**을 `O10`으로 옮기세요. 거기서도 1로 둘 수가 없으니 1은 버려지고 차례가 끝납니다.
learn-lost-die-wrong = 수의 순서는 직접 고르며, 주사위를 살려야 할 의무는 없습니다. 이 레슨은 1번 말을 `O10`으로 보내라고 합니다. 거기서 1은 `O11`의 파랑 겹말에 걸립니다.
learn-end-name = 게임의 끝과 순위
learn-end-task = 다섯 번째 말이 중앙에 들어가면 (또는 남은 플레이어가 둘보다 적거나 판에 말이 하나도 남지 않으면) 게임은 바로 끝납니다. 순위는 점수 순이고, 동점이면 중앙에 말이 있는 쪽이, 그중에서도 먼저 들어간 쪽이 위입니다. 나와 파랑은 7점씩입니다. **1번 말**로 마지막 자리를 차지하세요.
learn-end-wrong = 1만이 1번 말을 안쪽 다리 `I2`에서 중앙의 마지막 자리로 들여보내고, 그러면 게임이 끝납니다.
hint-button = 힌트
finish-button = 대신 끝내기
turn-finish-why = 이제 다른 사람은 둘 수 없습니다. 판 위에 말이 남은 사람은 본인뿐입니다. **대신 끝내기**를 누르면 어려운 컴퓨터가 남은 차례를 지금 바로 진행합니다. 남은 차례가 게임의 대부분이면 이 게임은 승리나 최고 순위로 계산되지 않습니다.
hint-text = 💡 어려운 컴퓨터라면 이렇게 둡니다: { $choice }. { $why }
hint-why-center = 말을 중앙에 넣어, 그 점수를 더는 잃지 않습니다.
hint-why-capture = 상대 말을 잡습니다: 말 하나마다 내 점수 +1, 주인은 −1.
hint-why-bridge = 안쪽으로, 중앙으로 가는 유일한 길인 다리를 씁니다.
hint-why-safety = 말을 상대의 다음 주사위가 닿지 않는 곳으로 옮깁니다.
hint-why-advance = 말을 중앙에 더 가깝게 옮깁니다.
history-hinted = 힌트 사용
# 승리 확률(이슈 26): 차례 메시지와 다시 보기의 한 줄, 끝난 게임의 분석.
results-analysis = 분석
analysis-title = 게임 #{ $game } 분석
analysis-chart = 차트는 매 라운드 뒤의 승리 확률을 보여 줍니다(두 명이 할 때는 승자의 선만 그립니다. 다른 플레이어의 선은 그 반대입니다). 번호가 붙은 표시는 승부의 분기점입니다.
analysis-turning-title = 분기점
analysis-turning-line = { $number }. { $round }라운드: { $emoji } { $name } — { $what } ({ $change })
analysis-turning-missed = { $number }. { $round }라운드: 🎲{ $dice } 차례 — 더 좋은 수가 있었음 ({ $change })
analysis-no-turning-point = 확률을 바꾼 차례가 없습니다.
analysis-players-title = 운과 실력, 차례당(승리 확률 퍼센트포인트)
analysis-account = { $emoji } { $name }: { $start }% → { $end }% · 운 { $luck } · 실력 { $skill }
analysis-explained = 수치를 내는 방법: 위치 x에서 각 플레이어의 승리 확률을 E(x)라고 합니다. 매 차례 운은 차례인 플레이어의 E(굴린 뒤) − E(굴리기 전)으로, 평균적인 굴림에 비해 주사위가 준 것입니다. 실력은 E(수를 둔 뒤) − E(굴린 뒤)로, 그 굴림의 최선의 수에 비해 고른 수가 준 것입니다(최선이면 0, 그보다 크지 않습니다). 다른 플레이어의 차례와 이탈이 바꾼 것은 다른 플레이어의 영향입니다. 모든 플레이어에 대해 처음부터 결과까지의 변화는 정확히 운 + 실력 + 다른 플레이어의 영향입니다. 메시지는 운과 실력을 둔 차례당 퍼센트포인트로 보여 줍니다. +0.5는 차례마다 승리 확률 0.5포인트, 50차례 게임이면 약 25포인트라는 뜻입니다.
analysis-footer = 어려운 컴퓨터 플레이어가 판단한 확률입니다.
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count }일
# 느린 게임: 시간이 4분의 1 남았을 때 보내는 알림. $at과 $deadline은 Discord 상대 시간.
turn-reminder-when = 알림: { $at }, 시간이 4분의 1 남았을 때.
# 클릭으로만 게임이 보이는 곳(개인 메시지, 그룹 메시지)의 느린 게임: 알림이 올 수 없음.
turn-no-reminder = 여기서는 알림이 오지 않습니다. 봇은 누군가 버튼을 누를 때만 메시지를 보냅니다.
turn-reminder = { $player }님 차례입니다 (게임 #{ $game }). 제한 시간: { $deadline }.
# 개인 메시지 차례 알림 (`notify`, 기본값: 꺼짐). $deadline은 Discord 상대 시간.
notify-on = 차례 알림이 켜졌습니다. 봇이 있는 서버의 제한 시간 1시간 이상인 게임에서만, 차례가 시작될 때와 시간이 4분의 1 남았을 때 개인 메시지를 받습니다 (개인 메시지와 그룹 메시지에서는 누군가 버튼을 눌러야 봇이 차례를 알 수 있습니다).
notify-off = 차례 알림이 꺼졌습니다. 차례에 관한 개인 메시지를 더 이상 보내지 않습니다.

## board
move-to-space = { $space }까지
move-to-center = 중앙까지 { $mark }
turn-line-you = { $emoji } { $mention }님 차례
turn-line-computer = { $emoji } { $name } 생각하는 중 · { $dice }
turn-line-no-move = { $line } · { $die }{ $die ->
        [3] 으로
        [6] 으로
       *[other] 로
    } 둘 수 없음
turn-line-deadline = { $line } ⏱ { $deadline }
turn-line-idle-end = { $line } · ⏳ 하루 동안 수를 두지 않으면 끝납니다
chances-line = 승리 확률: { $chances }
turn-heading-chances = { $turn }번째 차례 · 승리 확률: { $chances }
turn-heading-odds = 제{ $turn }차례 · { $chances }
notify-turn-dm = 게임 #{ $game }: 차례가 되었습니다. 제한 시간: { $deadline }.
notify-reminder-dm = 알림: 게임 #{ $game }에서 아직 차례가 진행 중입니다. 제한 시간: { $deadline }.

## lessons
learn-read-board = **게임판.** 빨강으로 둡니다. 내 말은 1부터 4까지 번호가 적힌 빨간 동그라미이고, 출발선에서 기다립니다. 칸마다 이름이 있습니다. 원을 뜻하는 글자(`O` 바깥, `M` 가운데, `I` 안쪽)와 번호입니다. 내 말은 입구 `O0`으로 나와 시계 반대 방향으로 돌고, 금색 다리를 건너 안쪽으로 들어가 중앙까지 갑니다. 표시는 말이 멈출 수 있는 칸입니다. 버튼처럼 첫 번째 주사위는 파란색, 두 번째 주사위는 회색입니다.
learn-read-button = **버튼.** 버튼 하나가 수 하나입니다. `🎲4 ③ O1`은 “4로 3번 말을 `O1`로 옮긴다”는 뜻입니다. 주사위, 말(게임판처럼 동그라미 속 번호), 도착할 칸의 표시 순서이며, ✕는 잡기, ★는 중앙을 나타냅니다. 첫 번째 주사위의 버튼은 파란색, 두 번째 주사위의 버튼은 회색입니다. 원하는 수를 누르세요.
learn-ringed = 움직일 말은 게임판에 흰 원으로 표시되어 있습니다.
learn-shown = { $mark } 정답은 초록 버튼입니다.
learn-back = ◀ 이전
learn-skip = 건너뛰기 ▶
learn-quit = 그만하기
learn-quit-title = 레슨 종료
learn-quit-done = 언제든 { $command } 명령으로 다시 시작할 수 있습니다. 시작할 레슨은 직접 고르세요.
learn-practice-thread = 연습 · { $name }
ai-player-numbered = AI { $number } ({ $level })


## doors
# Who called off a game whose channel, thread or server the bot can no longer reach.
cancelled-out-of-reach = 봇 (이 채널에 더 이상 접근할 수 없음)
cancelled-idle = 봇 (하루 동안 수가 없음)
# Who called off a game reached only through clicks that nobody clicked for a day (a week for a slow game) after a time-out.
cancelled-unclicked = 봇 (시간 초과 후 아무도 판으로 돌아오지 않음)

## lobby
lobby-computer-menu = 🤖 컴퓨터 플레이어 추가 또는 빼기 (방장)
lobby-go-to-table = 바로 가기
rematch-invite = { $invited }: { $host }님이 재대결을 신청했습니다. 플레이하려면 아래 참가를 누르세요. 참가하지 않은 사람은 자리에 앉지 않습니다.
challenge-invite = { $invited }: { $host }님이 힙노시아 대결을 신청했습니다. 아래 참가를 눌러 자리에 앉으세요.
lobby-start-failed = 게임을 시작하지 못해 대기실이 다시 열렸습니다. { $why }
settings-member-limit = 멤버 한 명당 동시에 진행할 수 있는 게임 수: **{ $count }**
settings-ceilings = 이 봇의 운영자가 모든 서버에 정한 상한: **{ $tables }** (열린 대기실과 진행 중인 게임), **{ $members }** (멤버 한 명당 진행 중인 게임)

## analysis
rating-change = 레이팅 { $before } → { $after } ({ $change })
rating-provisional = 잠정({ $games }/{ $of }게임)
analysis-posted-here = 게임 #{ $game }의 분석은 이미 올라와 있습니다.
analysis-posted-now = 게임 #{ $game }의 분석을 모두에게 올렸습니다.
analysis-too-late = 게임 #{ $game }의 분석이 Discord가 답을 기다려 주는 시간보다 오래 걸립니다. 분석은 계속되니 몇 분 뒤에 다시 요청하세요.
analysis-help-button = 읽는 방법
analysis-verdict = { $head }. { $dice }.
analysis-head-mistakes = { $winner }님이 { $loser }님보다 잘 두어 이겼습니다
analysis-head-play = { $winner }님이 더 나은 수로 이겼습니다
analysis-head-dice = { $winner }님이 주사위 덕분에 이겼습니다
analysis-head-despite-dice = { $winner }님이 주사위 운에도 불구하고 더 나은 수로 이겼습니다
analysis-head-left = 다른 플레이어가 나가서 { $winner }님이 이겼습니다
analysis-head-close = { $winner }님이 접전 끝에 이겼습니다
analysis-head-won = { $winner }님이 이겼습니다
analysis-head-shared = { $winners } 님이 함께 이겼습니다
analysis-dice-even = 주사위 운은 비슷했습니다
analysis-dice-for = 주사위는 { $player }님 편이었습니다
analysis-dice-against = 주사위는 { $player }님에게 불리했습니다

## channel
turn-summary-not-played = { $count ->
        [1] { $dice }
       *[other] { $dice }
    } 사용 안 함
log-computers-played = 🤖 컴퓨터끼리 { $count }차례 진행함
log-played-for = 🤖 봇이 { $name } 님 대신 { $count }차례 진행함 (더 둘 수 있는 사람이 없음)
log-played-out-for = 🤖 봇이 { $name } 님 대신 { $count }차례 진행하고 컴퓨터가 게임을 끝까지 진행함 (시간 초과, 기다리는 사람이 없음)
log-played-for-finish = 🤖 봇이 { $name } 님 대신 { $count }차례 진행함 (대신 끝내기)
log-played-for-timeout = 🤖 봇이 { $name } 님 대신 { $count }차례 진행함 (시간 초과, 더 둘 수 있는 사람이 없음)
winner-points = { $name }, { $points }점
log-game-over = 게임 #{ $game } 종료: 🏆 { $winners }
log-game-over-uncounted = 게임 #{ $game } 종료: 🤖 { $winners } (봇이 진행해 승리로 계산되지 않음)
log-game-cancelled = 게임 #{ $game }: 취소되었습니다.
log-results-link = 결과 ↗
results-headline = 🏆 { $winners } — 게임 #{ $game } { $count ->
        [1] 승리
       *[other] 공동 승리
    }
results-headline-cancelled = 게임 #{ $game } 취소됨

## 수 (이슈 45: 수를 한 가지 말로, 어떤 주사위에도 맞는 차례)
# 주사위 없이 말로 적은 수: "3번 말 O12까지".
move-words = { $count ->
        [1] { $pawns }번 말
       *[other] 겹말 { $pawns }번
    } { $to }
move-over-bridge = 다리 건너 { $space }까지
move-captures = { $words } · 잡기
move-sentence = 🎲{ $die } · { $words }
# 한 줄에 다섯 개가 들어가는 짧은 수 버튼. 모든 언어에서 같습니다.
move-chip = 🎲{ $die } { $pawns } { $to }
move-chip-center = ★{ $mark }
move-chip-captures = { $chip } ✕
move-die = 🎲{ $die }
# 수가 많은 주사위의 메뉴 안내 문구.
move-menu = { $dice } · 수 { $count }개 중 하나를 고르세요
board-alt-moves = 게임판. 표시는 각 수가 도착할 칸입니다. 둘 수 있는 수: { $moves }
board-here = 판을 맨 아래에 다시 올렸습니다.

## 이슈 45, 작은 개선들

# 요청한 사람만 보는 답(통계, 지난 게임) 아래: 모두에게 게시합니다.
share-button = 공유
# 답을 게시한 뒤의 같은 버튼.
share-done = 공유됨

# 전환점의 원인(플레이어 이름 뒤): 그 차례에 일어난 일.
# $dice: 굴린 주사위(예: 6·6), $count: 말의 수.
analysis-cause-roll = 주사위 { $dice }
analysis-cause-capture = 주사위 { $dice }, 말 { $count }개 잡기
analysis-cause-center = 주사위 { $dice }, 말 { $count }개 중앙 도착
analysis-cause-lost-die = 주사위 { $dice }, 주사위 하나를 쓰지 못함
analysis-cause-left = 게임에서 나감
# 앞부분이 모든 것을 말할 때의 판정(주사위 운에도 불구하고 더 나은 수).
analysis-verdict-alone = { $head }.
# "주사위 덕분에 이겼습니다" 뒤: 실력 비교.
analysis-play-even = 실력은 비슷했습니다
analysis-play-slightly = { $player }님이 조금 더 잘 두었습니다
analysis-play-better = { $player }님이 더 잘 두었습니다
analysis-play-others-slightly = 다른 플레이어들이 조금 더 잘 두었습니다
analysis-play-others-better = 다른 플레이어들이 더 잘 두었습니다

# 게임판과 버튼 읽는 법을 알려 주는 레슨 버튼.
learn-legend = 범례
# 첫 레슨의 첫 과제 아래.
learn-legend-hint = 게임판이 처음인가요? **범례** 버튼이 게임판과 버튼을 설명합니다.

# 대기실의 마지막 줄(처음 온 사람용). $learn: 레슨 명령(멘션).
lobby-newcomers = 힙노시아가 처음인가요? { $learn } 명령어로 몇 분 만에 배울 수 있습니다.

# 날것의 링크 대신 메시지로 가는 링크 버튼(올라온 분석, 다시 올린 판).
go-to-message = 메시지로 이동

# 힌트의 수가 말을 출발선에서 꺼낼 때, 좋은 이유.
hint-why-enter = 새 말을 출발선에서 꺼내 게임에 들입니다.

## A quiet thread (issue 45): a rematch of a game played in a thread.
# The lobby's "Where" field for a lobby that is itself in a thread.
lobby-where-this-thread = 이 스레드
# A link button on the game's line in the channel, to its rematch's lobby.
log-rematch-link = 재대결 대기실 ↗
# Told only to the person who clicked Rematch, when the lobby opens right below them.
rematch-open-below = 아래에 대기실이 열렸습니다.

# The errors of a game (issue 48): accuracy in the public analysis, a player's own marks in private.
analysis-accuracy-title = 정확도 (어려운 컴퓨터 플레이어의 수와 비교)
analysis-accuracy-line = { $emoji } { $name }: 정확도 { $accuracy }/100 · 결정당 승리 확률 { $rate }퍼센트포인트 손실 (결정 { $decisions }번)
analysis-own-button = 내 수
own-errors-title = 게임 #{ $game }에서 둔 내 수 ({ $emoji } { $name })
own-errors-summary = 정확도 { $accuracy }/100 · 결정당 승리 확률 { $rate }퍼센트포인트 손실, 결정 { $decisions }번 기준
own-errors-marks = 부정확한 수 { $inaccuracies }번 · 실수 { $mistakes }번 · 큰 실수 { $blunders }번
own-errors-no-decision = 결정할 차례가 없었습니다. 모든 주사위를 한 가지 방법으로만 쓸 수 있었습니다.
own-errors-clean = 표시된 수가 없습니다. 잘 두었습니다.
own-errors-worst-title = 손실이 가장 컸던 차례
own-errors-worst-line = { $turn }번째 차례 · { $dice } · { $mark } ({ $loss }포인트): 둔 수 { $played }
own-errors-worst-best = ↳ 최선: { $best }
own-errors-no-move = 수 없음
own-errors-replay = { $turn }번째 차례
own-errors-legend = 같은 위치와 주사위에서 어려운 컴퓨터 플레이어의 차례와 비교합니다. 부정확한 수는 승리 확률을 { $inaccuracy }퍼센트포인트 이상, 실수는 { $mistake }, 큰 실수는 { $blunder } 이상 잃은 수입니다. 버튼을 누르면 다시보기에서 그 위치가 열립니다.
mark-inaccuracy = 부정확한 수
mark-mistake = 실수
mark-blunder = 큰 실수

## 토너먼트 (issue 47)
tournament-title = 🏆 { $name }
tournament-host = 주최자: { $host }
tournament-rules = { $format } · { $seats }인 테이블 · 차례 제한 시간 { $timeout }
tournament-format-swiss = 스위스 방식, { $rounds }라운드
tournament-format-knockout = 녹아웃
tournament-starts-at = 시작: { $time }
tournament-starts-by-host = 주최자가 시작하면 시작합니다.
tournament-round-playing = { $round }라운드가 진행 중입니다.
tournament-final-playing = 결승전이 진행 중입니다.
tournament-final-standings = 최종 순위
tournament-finished = 끝났습니다. 시상대는 아래에 있습니다.
tournament-cancelled = 취소되었습니다.
tournament-players = **참가자 ({ $count }/{ $cap })**
tournament-no-players = 아직 아무도 없습니다. 참가 신청을 누르세요.
tournament-join = 참가 신청
tournament-leave = 참가 취소
tournament-list-empty = 이 서버에는 참가 신청 중이거나 진행 중인 토너먼트가 없습니다.
tournament-standing = { $rank }. { $player }: { $points }점 · 게임 점수 { $game } · 상대 점수 { $opponents }
tournament-standings-legend = 테이블 1위는 1점, 꼴찌는 0점을 받고, 그 사이 순위는 같은 간격으로 나눈 점수를 받습니다 (4인 테이블: 1, 0.67, 0.33, 0). 동점일 때: 게임 점수, 상대들의 점수, 맞대결 순입니다.
tournament-card-points = 점수
tournament-card-game-points = 게임 점수
tournament-card-opponents = 상대 점수
tournament-card-computer = 컴퓨터 ({ $round }라운드)
tournament-card-computer-seat = 컴퓨터
tournament-card-round = { $round }라운드
tournament-card-final = 결승
tournament-card-table = { $table }번 테이블
tournament-card-bye = 부전승
tournament-card-reached = 도달 라운드
tournament-card-status = 상태
tournament-card-still-in = 생존
tournament-card-out = { $round }라운드 탈락
tournament-card-finalist = 결승 진출
tournament-card-winner = 우승
tournament-standing-knockout = { $rank }. { $player }: { $reached } · { $status }
tournament-bye-line = { $player } 님은 부전승으로 { $next }라운드에 진출합니다. 남은 상대가 없었습니다.
tournament-bye-call = { $players }: **{ $name }** { $round }라운드는 남은 상대가 없어 부전승입니다. { $next }라운드 테이블이 열리면 알려 드립니다.
tournament-podium-title = 🏆 { $name }: 시상대
tournament-podium-footer = 참가자 { $players }명 · { $rounds }라운드
tournament-thread-name = 🏆 { $name }, { $round }라운드, { $table }번 테이블
tournament-table-ping = { $players }: **{ $name }** { $round }라운드 테이블은 여기입니다. 행운을 빕니다!
tournament-you-started = 토너먼트가 시작되었습니다. 테이블에서 게임이 진행 중입니다.
tournament-you-cancelled = 토너먼트가 취소되었습니다.
tournament-you-left = 토너먼트에서 나갔습니다.
tournament-resign-swiss = 토너먼트 테이블입니다. 이 게임은 0점으로 기록되고, 토너먼트에는 계속 남습니다.
tournament-resign-knockout = 녹아웃 테이블입니다. 이 테이블에서 꼴찌가 되어 토너먼트에서 탈락합니다.
tournament-you-removed = { $player } 님을 토너먼트에서 제외했습니다.
tournament-round-label = 🏆 { $name }, { $round }라운드
tournament-check-in = 체크인
tournament-check-in-line = 체크인 시작: { $time }. 체크인한 사람만 테이블에 배정됩니다.
tournament-check-in-open = ✅ 시작 전까지 체크인할 수 있습니다: { $count }명 중 { $checked }명 체크인.
tournament-check-in-call = { $players }: **{ $name }** 체크인이 열렸습니다. 시작({ $time }) 전에 참가 신청 메시지의 **체크인**을 누르세요. 체크인한 사람만 테이블에 배정됩니다.
tournament-no-show-call = { $players }: **{ $name }** 토너먼트가 시작되었습니다. 시작 전에 체크인하지 않아 { $count ->
        [1] 테이블에
       *[other] 여러분 중 누구도 테이블에
    } 배정되지 않았습니다. 다음 대회에서 만나요!
tournament-table-playing = { $table }번 테이블{ $link } · { $players } · 진행 중
tournament-table-won = { $table }번 테이블{ $link } · { $players } · 🏆 { $winner }
tournament-knockout-legend = 각자 몇 라운드까지 올라갔는지, 그다음 마지막 테이블의 순위로 정합니다.
tournament-podium-ping = { $medals }: 축하합니다!
tournament-next-out = { $players } 님{ $count ->
        [1] 이
       *[other] ({ $count }명)이
    } 녹아웃에서 탈락했습니다.
tournament-next-starts = 이제 { $round }라운드가 시작됩니다.
tournament-next-final = 이제 결승전이 시작됩니다.
tournament-next-waits = 아직 진행 중인 다른 테이블 { $tables }개가 끝나면 { $round }라운드가 시작됩니다.
tournament-next-last = 마지막 라운드였습니다. 아직 진행 중인 다른 테이블 { $tables }개가 끝나면 시상대가 발표됩니다.
tournament-next-over = 토너먼트가 끝났습니다. 시상대를 확인하세요.
tournament-next-cancelled = 토너먼트가 취소되어 더 이상 라운드가 없습니다.
tournament-next-started = { $round }라운드가 시작되었습니다.
tournament-next-final-started = 결승이 시작되었습니다.
tournament-next-plays = { $player } 님의 테이블: { $table }
tournament-next-bye = { $player } 님은 이번 라운드 부전승입니다.
tournament-standings-posted = 잠시 후 { $channel } 채널에 모두가 볼 수 있도록 순위를 올립니다.
tournament-standings-updated = 공개 순위를 곧 최신 상태로 업데이트합니다: { $link }
## 대결 신청의 자리
lobby-decline = 거절
lobby-declined = { $invited }님이 대결 신청을 거절했습니다. 이 대기실은 닫혔습니다.
## 토너먼트의 마무리
tournament-bye-line-final = { $player } 님은 부전승으로 결승에 진출합니다. 남은 상대가 없었습니다.
tournament-bye-call-final = { $players }: **{ $name }** { $round }라운드는 남은 상대가 없어 부전승입니다. 결승 테이블이 열리면 알려 드립니다.
tournament-next-final-tie = { $players }님이 공동 1위입니다. 시드 순서(레이팅순 또는 시작 때 추첨)에 따라 { $winner }님이 결승에서 우승합니다.
