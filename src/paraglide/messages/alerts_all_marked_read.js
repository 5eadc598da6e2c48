/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_All_Marked_ReadInputs */

const en_alerts_all_marked_read = /** @type {(inputs: Alerts_All_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications marked as read.`)
};

const es_alerts_all_marked_read = /** @type {(inputs: Alerts_All_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las notificaciones están marcadas como leídas.`)
};

const fr_alerts_all_marked_read = /** @type {(inputs: Alerts_All_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les notifications sont marquées comme lues.`)
};

/**
* | output |
* | --- |
* | "All notifications marked as read." |
*
* @param {Alerts_All_Marked_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_all_marked_read = /** @type {((inputs?: Alerts_All_Marked_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_All_Marked_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_all_marked_read(inputs)
	if (locale === "fr") return fr_alerts_all_marked_read(inputs)
	return en_alerts_all_marked_read(inputs)
});