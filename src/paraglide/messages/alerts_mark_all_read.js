/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Mark_All_ReadInputs */

const en_alerts_mark_all_read = /** @type {(inputs: Alerts_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

const es_alerts_mark_all_read = /** @type {(inputs: Alerts_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todo como leído`)
};

const fr_alerts_mark_all_read = /** @type {(inputs: Alerts_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout marquer comme lu`)
};

/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Alerts_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_mark_all_read = /** @type {((inputs?: Alerts_Mark_All_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Mark_All_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_mark_all_read(inputs)
	if (locale === "fr") return fr_alerts_mark_all_read(inputs)
	return en_alerts_mark_all_read(inputs)
});