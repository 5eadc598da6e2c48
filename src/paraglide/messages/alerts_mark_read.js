/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Mark_ReadInputs */

const en_alerts_mark_read = /** @type {(inputs: Alerts_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as read`)
};

const es_alerts_mark_read = /** @type {(inputs: Alerts_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leída`)
};

const fr_alerts_mark_read = /** @type {(inputs: Alerts_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme lue`)
};

/**
* | output |
* | --- |
* | "Mark as read" |
*
* @param {Alerts_Mark_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_mark_read = /** @type {((inputs?: Alerts_Mark_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Mark_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_mark_read(inputs)
	if (locale === "fr") return fr_alerts_mark_read(inputs)
	return en_alerts_mark_read(inputs)
});