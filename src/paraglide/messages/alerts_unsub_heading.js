/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_HeadingInputs */

const en_alerts_unsub_heading = /** @type {(inputs: Alerts_Unsub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from the weekly digest`)
};

const es_alerts_unsub_heading = /** @type {(inputs: Alerts_Unsub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darte de baja del resumen semanal`)
};

const fr_alerts_unsub_heading = /** @type {(inputs: Alerts_Unsub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner du récapitulatif de la semaine`)
};

/**
* | output |
* | --- |
* | "Unsubscribe from the weekly digest" |
*
* @param {Alerts_Unsub_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_heading = /** @type {((inputs?: Alerts_Unsub_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_heading(inputs)
	if (locale === "fr") return fr_alerts_unsub_heading(inputs)
	return en_alerts_unsub_heading(inputs)
});