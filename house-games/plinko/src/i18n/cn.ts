import type { PlinkoTextKey } from './en';

export const cn: Record<PlinkoTextKey, string> = {
  title: '弹珠台',
  loading: '正在摆放钉子…',
  rulesTitle: '玩法',
  rulesDrop:
    '选择行数（8 到 16）、风险和投注额，然后投下小球。小球在每一行以相同的机会向左或向右，最后落入底部的一个格子。',
  rulesPay: '格子按其倍数乘以投注额派彩。两边倍数最高，但最难落到。',
  rulesRisk: '风险越高，两边赔得越多，中间赔得越少。每个盘面的返还率都相同。',
  rulesFair: '每一步都是可证明公平流中的一次左/右抽取：见“公平性”。更换种子即可核验任何一次投球。',
  rtpNote: '按每个格子的概率精确计算；短期内的结果会有波动。',
  rows: '行数',
  risk: '风险',
  riskLow: '低',
  riskMedium: '中',
  riskHigh: '高',
  drop: '投球',
  dropping: '投球中…',
  landed: '{multiplier}× : {win}',
  bucketsOf: '{rows} 行、{risk}风险的格子',
  path: '路径',
  bucket: '格子',
  multiplier: '倍数',
  verifyTitle: 'Plinko 投球验证',
  verifyIntro:
    '粘贴已公开的服务器种子、您的客户端种子和随机数，选择棋盘和投注额：投球将在您的浏览器中重新计算。',
  verifyBadStake: '投注额为形如 1.00 的金额。',
};
