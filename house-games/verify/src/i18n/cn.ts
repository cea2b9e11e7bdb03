import type { VerifyTexts } from './en';

export const cn: VerifyTexts = {
  pageTitle: '验证一局',
  pageIntro:
    '用已公开的服务器种子检查我们自营游戏的任何一局：种子的哈希必须与游戏前显示的承诺一致，且该局会在您的浏览器中用游戏自己的引擎重新计算。不发送任何数据。',
  gamePicker: '游戏',
  language: '语言',
};
