"""The real window, playing deal 1 of the first set card by card (kill_scenario.sh and
disk_scenario.sh, issue 17 by hand); after every card it waits for
the saver and prints how many events are saved. Killed from outside with SIGKILL."""
import os, sys, time
sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..")))
from pathlib import Path
data_dir = Path(sys.argv[1])
os.environ["DOKODESK_DATA_DIR"] = str(data_dir)
from dokodesk.app.main import create_application
from dokodesk.app.main_window import MainWindow
from dokodesk.store import Store
app = create_application([sys.argv[0]])
store = Store.open(data_dir)
window = MainWindow(store, data_dir)
window.controller.pace_ms = 0
window.table_page.trick_pause.setValue(0)
window.show()
def wait(cond, s=30):
    end = time.time() + s
    while not cond() and time.time() < end:
        app.processEvents()
window.start()
wait(window.settled)
if len(sys.argv) > 2 and sys.argv[2] == "restart":  # only launch: a journal is replayed at the start
    wait(lambda: False, 5)
    print("restarted", flush=True)
    window.close()
    sys.exit(0)
wait(lambda: bool(store.sets()), 120)
set_id = store.sets()[0].id
window.open_set(set_id)
wait(lambda: window.reads_done() and window.stack.currentWidget() is window.set_page)
window.play_deal(1)
wait(window.settled)
c = window.controller
print("game", c._game_id, flush=True)
while c.game is not None and not c.game.is_over:
    wait(lambda: c.is_human_turn or c.game.is_over)
    if c.game.is_over:
        break
    c.play_card(c.game.legal_cards(c.human_seat)[0])
    wait(lambda: c.is_human_turn or c.game.is_over, 0.2)
    n = len(c.game.log)
    if window.saved(5.0):
        print("saved", n, flush=True)
    else:
        print("unsaved", n, window.save_notice.isVisible(), window.table_page.leave_button.text(), flush=True)
    time.sleep(0.3)
print("over", len(c.game.log) if c.game is not None else None, flush=True)
time.sleep(3600)
