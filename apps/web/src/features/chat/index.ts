export { ChatRoom } from './components/chat-room';
