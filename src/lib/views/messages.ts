/** Messages between members and businesses as the dashboards show them: a member's first message with the owner's replies under it. */
export type MessageView = {
  id: number;
  isRead: boolean;
  subject: string | null;
  content: string;
  createdAt: string;
  sender: { firstName: string; lastName: string };
};

export type ThreadView = MessageView & {
  business: { id: number; name: string };
  replies: MessageView[];
};
