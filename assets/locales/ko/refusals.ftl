# 거절과 오류: 원인이 된 사람에게만, 그 사람의 Discord 언어로 보입니다.

## 수 버튼 클릭

refusal-malformed = 알 수 없는 버튼입니다.
refusal-other-game = 다른 게임의 버튼입니다.
refusal-finished = 이 게임은 끝났습니다.
refusal-old-version = 이 버튼이 표시된 뒤로 판이 바뀌었습니다. 업데이트된 메시지에서 다시 고르세요.
refusal-spectator = 이 게임의 플레이어가 아닙니다. 관전은 할 수 있습니다.
refusal-not-your-turn = 지금은 { $name } 차례입니다.
refusal-illegal = 그 수는 이제 둘 수 없습니다.

## 대기실

refusal-already-seated = 이미 이 대기실에 자리를 잡았습니다.
refusal-not-seated = 이 대기실에 자리가 없습니다.
refusal-full = 자리가 모두 찼습니다 ({ $seats }자리).
refusal-not-host = { $action ->
    [start] 게임 시작은
    [cancel] 대기실 취소는
    [add-ai] 컴퓨터 플레이어 추가는
   *[remove-ai] 컴퓨터 플레이어 빼기는
} 방장인 { $host }님만 할 수 있습니다.
refusal-no-ai = 뺄 컴퓨터 플레이어가 없습니다.
refusal-color-taken = { $color } 색은 이미 다른 사람이 골랐습니다. 비어 있는 색을 고르세요.
refusal-too-few-seats = 게임에는 자리가 두 개 이상 필요합니다. 누군가 참가할 때까지 기다리거나 컴퓨터 플레이어를 추가하세요.
refusal-bad-seat-count = 자리는 2~6개입니다.
refusal-bad-timeout = 차례 제한 시간은 90s, 2분, 1시간 30분, 3일처럼 30초에서 7일 사이로 적어 주세요.
refusal-lobby-closed = 이 대기실은 닫혔습니다.
refusal-pick-color = 목록에서 색을 고르세요.

## 기권, 취소, 재대결

refusal-not-playing = 이 게임의 플레이어가 아닙니다.
refusal-already-left = 이미 이 게임에서 나갔습니다.
refusal-cancel-not-playing = 아직 플레이 중인 사람이나 서버 관리하기 권한이 있는 멤버만 이 게임을 취소할 수 있습니다.
refusal-others-must-agree = 다른 플레이어도 모두 동의해야 합니다.
refusal-vote-over = 이 투표는 끝났습니다.
refusal-vote-not-playing = 아직 플레이 중인 사람만 이 게임의 취소에 투표할 수 있습니다.
refusal-rematch-not-player = 이 게임의 플레이어만 재대결을 요청할 수 있습니다.
refusal-rematch-tournament = 토너먼트 테이블에는 재대결이 없습니다. 다음 라운드는 토너먼트가 알아서 배정합니다. **순위**를 눌러 지금 순위를 확인하세요.
refusal-rematch-not-allowed = 이 서버에서는 이제 이 채널에서 게임을 할 수 없습니다.
refusal-rematch-busy = 이 채널에는 이미 열린 대기실이나 게임이 있습니다.

## 게임하는 곳

refusal-dm = 여기서는 계정에 추가한 앱으로 { $here } 명령어를 쓸 수 있고, 상대방의 앱 메뉴에서 **{ $challenge }**도 쓸 수 있습니다. { $server } 명령어는 봇을 추가한 서버에서만 쓸 수 있습니다.
refusal-challenge-self = 대결은 다른 사람에게 신청하세요. 자기 자신이나 봇에게는 신청할 수 없습니다.
refusal-external-apps-off = 이 서버는 계정에 추가된 앱이 여기에 글을 올리지 못하게 해서 다른 사람은 대기실을 볼 수 없습니다. 친구들과 개인 메시지나 그룹 메시지에서 하거나({ $new }), 관리자에게 이 서버에 봇을 추가해 달라고 하세요.
refusal-channel-not-allowed = 이 서버에서는 { $channels }에서 게임을 합니다.
refusal-channel-lobby =
    이 채널에는 이미 열린 대기실이 있습니다 (게임 #{ $game }){ $link }
    방장 { $host }님이 닫을 수 있고, 아무도 쓰지 않으면 저절로 닫힙니다 (닫히는 시각: { $closes }). 그때까지는 다른 채널에서 여세요.
refusal-channel-game =
    이 채널에서는 이미 게임이 진행 중입니다 (게임 #{ $game }){ $link }
    이 게임이 끝나면 이 채널에서 새 게임을 열 수 있습니다 (플레이어들이 { $resign } 명령어로 나가거나 { $cancel } 명령어로 취소해도 끝납니다). 그때까지는 다른 채널에서 시작하세요.
refusal-no-running-game = 이 채널에서 진행 중인 게임이 없습니다.
refusal-no-game-here = 이 채널에서는 아직 게임을 한 적이 없습니다.
refusal-no-finished-game-here = 이 채널에서는 아직 끝난 게임이 없습니다.
refusal-gif-too-large = 게임 #{ $game }의 기록은 차례마다 작은 그림 한 장씩으로도 Discord 업로드 한도 안의 GIF로 만들기엔 너무 깁니다. `json`으로 내보내거나 다음 명령어로 다시 보세요: { $replay }
refusal-no-such-game = 여기에는 그런 게임이 없습니다 (게임 #{ $game }).
refusal-no-such-game-here = 여기에 그런 게임은 없습니다.
refusal-no-finished-game = 여기서 끝난 게임 중에는 그런 게임이 없습니다 (게임 #{ $game }).
refusal-game-running = 아직 진행 중인 게임입니다 (게임 #{ $game }). 끝나면 다시 볼 수 있습니다.
refusal-game-gone = 이 게임은 더 이상 없습니다.
refusal-replay-turns = 게임 #{ $game }에는 차례가 { $turns }번뿐입니다.

## 권한과 Discord

refusal-manage-server = 서버 관리하기 권한이 필요합니다.
refusal-bot-missing = 여기서 다음 권한이 없습니다: { $permissions }.
refusal-bot-missing-channel = 이 채널에서 다음 권한이 없습니다: { $permissions }.
refusal-cannot-post-board = 여기에 판을 올릴 수 없습니다. 이 채널에서 다음 권한이 없습니다: { $permissions }. 그동안에도 게임은 계속됩니다 (차례 제한 시간 포함).
refusal-cannot-open-thread = 게임 스레드를 열 수 없습니다. 이 채널에서 다음 권한이 없습니다: { $permissions }.
refusal-thread-failed = 게임 스레드를 만들지 못해 대기실을 열어 둡니다: { $why } 문제가 해결되면 다시 시작하거나, 스레드 없이 대기실을 여세요.
refusal-private-thread = 비공개 스레드에서는 대기실을 열 수 없습니다. 스레드 주인이 봇을 내보내 레이팅이 걸린 게임을 취소시킬 수 있기 때문입니다. 채널이나 공개 스레드에서 대기실을 여세요.
error-missing-permission = 이 채널에서 필요한 권한이 없습니다 (채널 보기, 메시지 보내기, 링크 첨부, 파일 첨부, 메시지 기록 보기).
error-discord-unavailable = 지금 Discord가 제대로 응답하지 않습니다. 1분 뒤에 다시 해 보세요.
error-internal = 죄송합니다. 제 쪽에서 문제가 생겼습니다. 기록해 두었습니다.

## 명령어

refusal-cooldown = 이 채널에서 방금 사용된 명령어입니다: { $command }. { $seconds }초 뒤에 다시 시도하세요.
refusal-outdated-command = 명령어가 방금 업데이트되었습니다. 1분 뒤에 다시 해 보세요.
refusal-bad-option = 올바른 옵션이 아닙니다.
refusal-bad-option-input = 올바른 옵션이 아닙니다: `{ $input }`.

## Discord 설정에 보이는 권한 이름

permission-view-channel = 채널 보기
permission-send-messages = 메시지 보내기
permission-embed-links = 링크 첨부
permission-attach-files = 파일 첨부
permission-read-message-history = 메시지 기록 보기
permission-create-public-threads = 공개 스레드 만들기
permission-send-messages-in-threads = 스레드에서 메시지 보내기

## 제한

refusal-limit-server =
    여기에는 이미 열린 대기실과 진행 중인 게임이 { $cap }개 있어, 한 번에 허용되는 최대치에 도달했습니다. 그중 하나를 끝내거나 취소하거나 ({ $cancel } 또는 대기실의 취소 버튼), 서버 관리하기 권한이 있는 멤버에게 제한을 올려 달라고 요청하세요 ({ $limit }).
refusal-limit-own-lobby =
    이미 여기서 방장으로 연 대기실이 있습니다 (게임 #{ $game }).
    한 번에 하나만 열 수 있습니다. 그 게임을 시작하거나 취소 버튼으로 취소하세요. 아무도 쓰지 않으면 { $closes } 저절로 닫힙니다.
refusal-gif-busy = 봇이 지금 다른 GIF를 그리고 있고 대기열이 가득 찼습니다. 1분 뒤에 다시 해 보세요.
refusal-gif-cooldown = 방금 GIF를 요청했습니다. GIF는 한 사람당 1분에 한 번만 그립니다. { $seconds }초 뒤에 다시 해 보세요.
refusal-drawing-busy = 봇이 지금 그릴 그림이 너무 많습니다. 잠시 뒤에 다시 해 보세요.

## /hypnosia learn과 힌트

refusal-lesson-button = 이 버튼은 어떤 레슨 단계에도 속하지 않습니다.
refusal-practice-direct = 연습 게임은 봇을 추가한 서버에서만 열 수 있습니다. 여기서는 { $new } 명령어로 컴퓨터와 두세요. 쉬운 컴퓨터 플레이어를 추가하고 시작하면 됩니다.
refusal-puzzle-none = 여기에는 아직 퍼즐이 없습니다.
refusal-puzzle-gone = 이 퍼즐은 더 이상 여기에 없습니다. 다른 퍼즐을 받으세요.
refusal-puzzle-button = 이 버튼은 이 퍼즐의 차례에 속하지 않습니다. 새 퍼즐을 받으세요.
refusal-hint-old = 이 힌트 버튼은 게임의 이전 상황에서 나온 것입니다. 최신 판의 버튼을 쓰세요.
refusal-hint-not-yours = 힌트는 컴퓨터 플레이어들과 이 게임을 하는 단 한 사람만, 자기 차례에 쓸 수 있습니다.
refusal-analysis-cancelled = 취소된 게임이라 분석할 내용이 없습니다 (게임 #{ $game }).
refusal-season-unknown = “{ $season }” 시즌은 없습니다. 제안 중 하나를 고르거나 { $example } 같은 월, 2026-Q4 같은 분기, 또는 전체 기간은 `all`을 입력하세요.
refusal-analysis-posting = 게임 #{ $game }의 분석을 올리는 중입니다. 잠시 후 여기에 표시됩니다.

## once
refusal-heavy-too-fast = 게임판, 힌트, 다시보기, 차트 요청이 너무 잦습니다. 봇은 모두에게 시간을 공평하게 나눠야 하니 { $when } 다시 해 보세요.
refusal-practice-cooldown = 방금 연습 게임을 열었습니다. { $when } 다시 열 수 있습니다.
refusal-practice-running = 연습 게임이 아직 진행 중입니다: { $link }. 새 게임을 열기 전에 끝까지 두거나 기권하세요.
refusal-rematch-cooldown = 방금 재대결을 요청했습니다. { $when } 다시 요청할 수 있습니다.

## lobby
refusal-pick-computer = 목록에서 난이도나 “AI 빼기”를 고르세요.
refusal-held-lobby =
    이 채널에는 이미 { $host }님이 방장인 열린 대기실이 있습니다 (게임 #{ $game }). 그 대기실에 참가하거나 다른 채널에서 여세요.
    방장이 닫을 수 있고, 아무도 쓰지 않으면 저절로 닫힙니다 (닫히는 시각: { $closes }).
refusal-held-lobby-yours =
    이 채널에 이미 직접 연 대기실이 있습니다 (게임 #{ $game }).
    게임을 시작하거나 취소 버튼으로 닫으세요. 아무도 쓰지 않으면 저절로 닫힙니다 (닫히는 시각: { $closes }).
refusal-held-game =
    이 채널에서는 이미 게임이 진행 중입니다 (게임 #{ $game }).
    이 게임이 끝나면 이 채널에서 새 게임을 열 수 있습니다 (플레이어들이 { $resign } 명령어로 나가거나 { $cancel } 명령어로 취소해도 끝납니다). 그때까지는 다른 채널에서 시작하세요.
refusal-rematch-held = 이 게임을 한 곳에 이미 { $host }님이 방장인 대기실이 열려 있습니다 (게임 #{ $game }). 그곳에서 참가하세요.
refusal-rematch-held-yours = 직접 연 재대결 대기실이 이미 열려 있습니다 (게임 #{ $game }). 다른 사람들이 참가하면 그곳에서 시작하세요.
refusal-limit-member-you = 여기서 이미 진행 중인 게임 { $cap }개에 참여하고 있어, 한 사람이 한 번에 참여할 수 있는 최대치에 도달했습니다. 먼저 하나를 끝내거나 { $resign } 명령어로 하나에서 나가세요. 또는 서버 관리하기 권한이 있는 멤버에게 { $limit } 명령어로 제한을 올려 달라고 요청하세요.
refusal-limit-member = { $user }님은 여기서 이미 진행 중인 게임 { $cap }개에 참여하고 있어, 한 사람이 한 번에 참여할 수 있는 최대치에 도달했습니다. 그분이 대기실에서 나가면 그분 없이 시작할 수 있고, 그렇지 않으면 그분의 게임 하나가 끝난 뒤에 시작할 수 있습니다.

refusal-analysis-not-yours = 게임 #{ $game }에 참가하지 않았습니다. 각 플레이어의 수는 본인에게만 보입니다.

## 토너먼트

refusal-tournament-server-cap = 이 서버에는 이미 참가 신청 중이거나 진행 중인 토너먼트가 { $cap }개 있습니다. 하나가 끝날 때까지 기다려 주세요.
refusal-tournament-full = 이 토너먼트는 정원이 찼습니다({ $cap }명).
refusal-tournament-signup-over = 이 토너먼트의 참가 신청이 끝났습니다.
refusal-tournament-already-in = 이미 이 토너먼트에 참가 신청했습니다.
refusal-tournament-not-in = 이 토너먼트의 참가자가 아닙니다.
refusal-tournament-closed = 이 토너먼트는 끝났거나 취소되었습니다.
refusal-tournament-not-host = 토너먼트 주최자나 서버 관리하기 권한이 있는 멤버만 할 수 있습니다.
refusal-tournament-too-few = 토너먼트를 시작하려면 참가자가 두 명 이상 필요합니다.
refusal-tournament-player-cap = 토너먼트 참가자는 2명부터 { $cap }명까지입니다.
refusal-tournament-rounds = 스위스 방식 토너먼트는 1라운드부터 { $rounds }라운드까지입니다.
refusal-tournament-none = 이 서버에는 참가 신청 중이거나 진행 중인 토너먼트가 없습니다.
refusal-tournament-start-time = `시작까지`와 `체크인`에는 지금부터의 시간을 씁니다. 예: 30m, 2h, 1d (최대 7일). 직접 시작하려면 `시작까지`를 비워 두세요.
refusal-tournament-no-check-in = 이 토너먼트는 체크인이 없습니다. 참가 신청만 하면 됩니다.
refusal-tournament-check-in-later = 체크인은 { $time } 시작됩니다.
refusal-tournament-check-in-start = 체크인을 하려면 시작 시간(`시작까지`)이 필요합니다.
refusal-tournament-cooldown = 방금 토너먼트를 열었습니다. { $when } 다시 열 수 있습니다.
## 대결 신청의 자리
refusal-seat-kept = 이 자리는 { $host }님이 대결을 신청한 { $invited }님의 자리입니다. 게임을 하려면 직접 대기실을 여세요.
refusal-not-invited = { $invited }님만 이 대결 신청을 거절할 수 있습니다.
refusal-no-challenge = 더 이상 거절할 대결 신청이 없습니다.
refusal-challenge-cooldown = 방금 대결을 신청했습니다. { $when } 다시 신청할 수 있습니다.
