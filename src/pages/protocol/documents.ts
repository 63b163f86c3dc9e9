/**
 * The legal texts shown at /protocol/{market}/{code}/{id}.html under one heading, 用户协议与免责声明,
 * as the login page's link and the route title call it (issue 31 item 7): id 1 (the login link) and
 * any other id show the user agreement and the disclaimer; id 2 the disclaimer alone.
 */

/** The page's heading and title wherever it shows both documents. */
export const PROTOCOL_TITLE = '用户协议与免责声明';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
export interface LegalDocument {
  id: string;
  title: string;
  effective: string;
  sections: LegalSection[];
}

export const USER_AGREEMENT: LegalDocument = {
  id: '1',
  title: '用户协议',
  effective: '本协议自 2026 年 1 月 1 日起生效',
  sections: [
    {
      heading: '一、协议的接受',
      paragraphs: [
        '欢迎使用本行情服务（以下简称“本服务”）。在您注册、登录或使用本服务前，请仔细阅读本协议全部条款，特别是以加粗或其他显著方式提示您注意的免除或限制责任的条款。',
        '您点击“同意”、勾选协议或以其他方式开始使用本服务，即表示您已阅读并同意本协议。如您不同意本协议任何内容，请立即停止使用本服务。',
      ],
    },
    {
      heading: '二、服务内容',
      paragraphs: [
        '本服务向您提供沪深京A股、港股、美股、指数、基金及板块的行情展示，以及资讯、公告、研报摘要、公司资料、财务数据、龙虎榜、融资融券统计和股吧社区等信息服务。',
        '本服务提供的信息仅供参考，不构成任何投资建议、要约或承诺。证券行情可能因网络、数据源或系统原因存在延迟、中断或误差，港股及美股部分行情为延时行情。',
      ],
    },
    {
      heading: '三、账号与安全',
      paragraphs: [
        '您可使用中国大陆手机号码通过短信验证码登录。您应妥善保管手机及验证码，不得将账号出借、转让或提供给他人使用；因您保管不善造成的损失由您自行承担。',
        '如发现账号被他人冒用，请立即与我们联系。我们将在合理范围内协助处理，但对非因我们过错造成的损失不承担责任。',
      ],
    },
    {
      heading: '四、社区发言规范',
      paragraphs: [
        '您在股吧发布的帖子、评论及图片应当真实、合法，不得包含以下内容：违反法律法规或公序良俗的信息；编造、传播虚假信息或误导性陈述，操纵或影响证券价格；未经许可的荐股、代客理财及其他非法证券业务宣传；侵犯他人名誉、隐私、知识产权的内容；广告、垃圾信息及恶意链接。',
        '为维护社区秩序，您发布的内容需经审核后公开展示。对违反本规范的内容，我们有权不予发布、删除，并视情节限制或终止您的发言权限。',
      ],
    },
    {
      heading: '五、个人信息保护',
      paragraphs: [
        '我们仅为提供登录、发帖、评论与点赞功能收集您的手机号码及您主动发布的内容。验证码与登录凭证以加密摘要形式保存，我们不会向第三方出售您的个人信息。',
        '您可以联系我们查询、更正或删除您的个人信息，或注销账号。',
      ],
    },
    {
      heading: '六、知识产权',
      paragraphs: [
        '本服务中的软件、界面设计、数据汇编及原创内容的知识产权归我们或相关权利人所有。未经书面许可，任何人不得以转载、镜像、抓取等方式使用。',
        '您在社区发布内容即授予我们在本服务范围内免费、非独占的使用许可，您仍对所发布内容承担全部责任。',
      ],
    },
    {
      heading: '七、协议的变更与终止',
      paragraphs: [
        '我们可能根据法律法规或业务需要修订本协议，修订后的协议将在本页面公布。您继续使用本服务即视为接受修订后的协议。',
        '本协议适用中华人民共和国法律（不含港澳台地区法律）。因本协议产生的争议，双方应协商解决；协商不成的，任何一方可向我们所在地有管辖权的人民法院提起诉讼。',
      ],
    },
  ],
};

export const DISCLAIMER: LegalDocument = {
  id: '2',
  title: '免责声明',
  effective: '更新日期：2026 年 1 月 1 日',
  sections: [
    {
      heading: '一、信息仅供参考',
      paragraphs: [
        '本服务所载行情、资讯、研报摘要、财务数据及用户发布的内容均来源于公开信息或第三方，我们力求准确可靠，但不对其准确性、完整性、及时性作任何保证。',
        '上述信息不构成对任何证券、基金或其他金融产品的买卖建议。投资者据此操作，风险自担。',
      ],
    },
    {
      heading: '二、投资风险提示',
      paragraphs: [
        '股市有风险，投资需谨慎。证券价格受多种因素影响，可能大幅波动，过往表现不代表未来收益。融资融券交易具有杠杆效应，可能放大亏损。',
        '请您根据自身的风险承受能力、投资目标和财务状况审慎决策，必要时咨询持牌专业机构。',
      ],
    },
    {
      heading: '三、用户内容',
      paragraphs: [
        '社区中的帖子和评论仅代表发布者个人观点，与本服务立场无关。对于用户发布的内容，我们不承担因依赖其作出投资决策所产生的任何责任。',
      ],
    },
    {
      heading: '四、服务中断',
      paragraphs: [
        '因网络故障、系统维护、数据源异常、不可抗力等原因造成的服务中断、行情延迟或数据错误，我们将尽快修复，但不承担由此造成的直接或间接损失。',
      ],
    },
  ],
};

export function documentsFor(id: string): LegalDocument[] {
  if (id === DISCLAIMER.id) return [DISCLAIMER];
  return [USER_AGREEMENT, DISCLAIMER];
}
