/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Offline_HeadingInputs */

const en_dashboard_offline_heading = /** @type {(inputs: Dashboard_Offline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved for offline on this device`)
};

const es_dashboard_offline_heading = /** @type {(inputs: Dashboard_Offline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado para usar sin conexión en este dispositivo`)
};

const fr_dashboard_offline_heading = /** @type {(inputs: Dashboard_Offline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré hors ligne sur cet appareil`)
};

/**
* | output |
* | --- |
* | "Saved for offline on this device" |
*
* @param {Dashboard_Offline_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_offline_heading = /** @type {((inputs?: Dashboard_Offline_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Offline_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_offline_heading(inputs)
	if (locale === "fr") return fr_dashboard_offline_heading(inputs)
	return en_dashboard_offline_heading(inputs)
});