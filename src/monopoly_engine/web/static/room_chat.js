// The waiting room's chat: the game page's chat (static/chat.js) on the waiting page, over a socket of its own
// that carries the chat only (the room has no game to show yet). What is said here is the room's: the game page
// shows it too once the game starts.
import { Chat } from "./chat.js";
import { COLOURS } from "./colours.js";

const box = document.getElementById("chat");
if (box) {
  const words = JSON.parse(document.getElementById("words").textContent);
  const { room, token, lang } = box.dataset;
  let socket = null;
  let retry = 500;
  const send = (frame) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  const chat = new Chat(box, words, COLOURS, send, token, Boolean(box.dataset.host));
  const people = [...document.querySelectorAll("ol.seats li[data-person]")].map((li) => (
    { seat: Number(li.dataset.seat), name: li.dataset.person, kind: "person" }));
  chat.setPlayers(Number(box.dataset.seat), people);
  const connect = () => {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = new URLSearchParams({ lang, chat: "1" });
    if (token) query.set("token", token);
    socket = new WebSocket(`${scheme}://${location.host}/ws/${room}?${query}`);
    socket.onopen = () => { retry = 500; };
    socket.onmessage = (message) => {
      const frame = JSON.parse(message.data);
      if (frame.type === "chat") chat.receive(frame);
      else if (frame.type === "error" && (frame.code === "chat" || frame.code === "host")) chat.refused(frame.message);
    };
    socket.onclose = () => {
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  };
  connect();
}
