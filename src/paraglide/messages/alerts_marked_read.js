/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Marked_ReadInputs */

const en_alerts_marked_read = /** @type {(inputs: Alerts_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification marked as read.`)
};

const es_alerts_marked_read = /** @type {(inputs: Alerts_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificación marcada como leída.`)
};

const fr_alerts_marked_read = /** @type {(inputs: Alerts_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification marquée comme lue.`)
};

/**
* | output |
* | --- |
* | "Notification marked as read." |
*
* @param {Alerts_Marked_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_marked_read = /** @type {((inputs?: Alerts_Marked_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Marked_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_marked_read(inputs)
	if (locale === "fr") return fr_alerts_marked_read(inputs)
	return en_alerts_marked_read(inputs)
});