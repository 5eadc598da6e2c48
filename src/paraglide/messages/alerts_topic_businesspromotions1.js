/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Businesspromotions1Inputs */

const en_alerts_topic_businesspromotions1 = /** @type {(inputs: Alerts_Topic_Businesspromotions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business promotions`)
};

const es_alerts_topic_businesspromotions1 = /** @type {(inputs: Alerts_Topic_Businesspromotions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promociones de negocios`)
};

const fr_alerts_topic_businesspromotions1 = /** @type {(inputs: Alerts_Topic_Businesspromotions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promotions des commerces`)
};

/**
* | output |
* | --- |
* | "Business promotions" |
*
* @param {Alerts_Topic_Businesspromotions1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_businesspromotions1 = /** @type {((inputs?: Alerts_Topic_Businesspromotions1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Businesspromotions1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_businesspromotions1(inputs)
	if (locale === "fr") return fr_alerts_topic_businesspromotions1(inputs)
	return en_alerts_topic_businesspromotions1(inputs)
});
export { alerts_topic_businesspromotions1 as "alerts_topic_businessPromotions" }