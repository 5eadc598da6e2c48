/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_TitleInputs */

const en_alerts_unsub_title = /** @type {(inputs: Alerts_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly digest`)
};

const es_alerts_unsub_title = /** @type {(inputs: Alerts_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen semanal`)
};

const fr_alerts_unsub_title = /** @type {(inputs: Alerts_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récapitulatif de la semaine`)
};

/**
* | output |
* | --- |
* | "Weekly digest" |
*
* @param {Alerts_Unsub_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_title = /** @type {((inputs?: Alerts_Unsub_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_title(inputs)
	if (locale === "fr") return fr_alerts_unsub_title(inputs)
	return en_alerts_unsub_title(inputs)
});