/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_LeadInputs */

const en_info_offline_lead = /** @type {(inputs: Info_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page isn't saved on this device yet. It will open as soon as you're back online.`)
};

const es_info_offline_lead = /** @type {(inputs: Info_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página todavía no está guardada en este dispositivo. Se abrirá en cuanto vuelvas a tener conexión.`)
};

const fr_info_offline_lead = /** @type {(inputs: Info_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’est pas encore enregistrée sur cet appareil. Elle s’ouvrira dès que vous serez de nouveau en ligne.`)
};

/**
* | output |
* | --- |
* | "This page isn't saved on this device yet. It will open as soon as you're back online." |
*
* @param {Info_Offline_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_lead = /** @type {((inputs?: Info_Offline_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_lead(inputs)
	if (locale === "fr") return fr_info_offline_lead(inputs)
	return en_info_offline_lead(inputs)
});