/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Breakingnews1Inputs */

const en_alerts_topic_breakingnews1 = /** @type {(inputs: Alerts_Topic_Breakingnews1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breaking news`)
};

const es_alerts_topic_breakingnews1 = /** @type {(inputs: Alerts_Topic_Breakingnews1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noticias de última hora`)
};

const fr_alerts_topic_breakingnews1 = /** @type {(inputs: Alerts_Topic_Breakingnews1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières nouvelles`)
};

/**
* | output |
* | --- |
* | "Breaking news" |
*
* @param {Alerts_Topic_Breakingnews1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_breakingnews1 = /** @type {((inputs?: Alerts_Topic_Breakingnews1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Breakingnews1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_breakingnews1(inputs)
	if (locale === "fr") return fr_alerts_topic_breakingnews1(inputs)
	return en_alerts_topic_breakingnews1(inputs)
});
export { alerts_topic_breakingnews1 as "alerts_topic_breakingNews" }