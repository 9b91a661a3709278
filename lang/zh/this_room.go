package zh

// thisRoom are the words of the room the speaker is in said with 这 and
// a word of a room ("这屋关了", "这间屋的灯开一下", "把这屋子的空调关了",
// "我这屋灯关一下"): the speaker's room, as 这里 and 屋里 are. They were a
// name not found (找不到“这屋”).
const thisRoom = `这屋 这屋子 这屋里 这个屋 这个屋子 这个屋里 这间 这间屋 这间屋子 这间房 这间房间 这房间 我这屋 我这屋子 咱这屋 我们这屋 我这间`
