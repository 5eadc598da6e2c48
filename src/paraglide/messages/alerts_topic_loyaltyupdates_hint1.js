/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Loyaltyupdates_Hint1Inputs */

const en_alerts_topic_loyaltyupdates_hint1 = /** @type {(inputs: Alerts_Topic_Loyaltyupdates_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points earned and rewards you can redeem.`)
};

const es_alerts_topic_loyaltyupdates_hint1 = /** @type {(inputs: Alerts_Topic_Loyaltyupdates_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos ganados y recompensas que puedes canjear.`)
};

const fr_alerts_topic_loyaltyupdates_hint1 = /** @type {(inputs: Alerts_Topic_Loyaltyupdates_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points gagnés et récompenses à échanger.`)
};

/**
* | output |
* | --- |
* | "Points earned and rewards you can redeem." |
*
* @param {Alerts_Topic_Loyaltyupdates_Hint1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_loyaltyupdates_hint1 = /** @type {((inputs?: Alerts_Topic_Loyaltyupdates_Hint1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Loyaltyupdates_Hint1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_loyaltyupdates_hint1(inputs)
	if (locale === "fr") return fr_alerts_topic_loyaltyupdates_hint1(inputs)
	return en_alerts_topic_loyaltyupdates_hint1(inputs)
});
export { alerts_topic_loyaltyupdates_hint1 as "alerts_topic_loyaltyUpdates_hint" }