/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Weeklydigest_Hint1Inputs */

const en_alerts_topic_weeklydigest_hint1 = /** @type {(inputs: Alerts_Topic_Weeklydigest_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One email a week with what’s on near your favorites.`)
};

const es_alerts_topic_weeklydigest_hint1 = /** @type {(inputs: Alerts_Topic_Weeklydigest_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un correo a la semana con lo que pasa cerca de tus favoritos.`)
};

const fr_alerts_topic_weeklydigest_hint1 = /** @type {(inputs: Alerts_Topic_Weeklydigest_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un e-mail par semaine avec ce qui se passe près de vos favoris.`)
};

/**
* | output |
* | --- |
* | "One email a week with what’s on near your favorites." |
*
* @param {Alerts_Topic_Weeklydigest_Hint1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_weeklydigest_hint1 = /** @type {((inputs?: Alerts_Topic_Weeklydigest_Hint1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Weeklydigest_Hint1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_weeklydigest_hint1(inputs)
	if (locale === "fr") return fr_alerts_topic_weeklydigest_hint1(inputs)
	return en_alerts_topic_weeklydigest_hint1(inputs)
});
export { alerts_topic_weeklydigest_hint1 as "alerts_topic_weeklyDigest_hint" }