/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Trains_456_TextInputs */

const en_info_vc_trains_456_text = /** @type {(inputs: Info_Vc_Trains_456_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to 125 St at Lexington Avenue. About 15 minutes on foot, or take any bus west along 125th Street.`)
};

const es_info_vc_trains_456_text = /** @type {(inputs: Info_Vc_Trains_456_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hasta 125 St, en Lexington Avenue. Unos 15 minutos a pie, o toma cualquier autobús hacia el oeste por la calle 125.`)
};

const fr_info_vc_trains_456_text = /** @type {(inputs: Info_Vc_Trains_456_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jusqu’à 125 St, sur Lexington Avenue. Environ 15 minutes à pied, ou prenez n’importe quel bus vers l’ouest sur la 125e Rue.`)
};

/**
* | output |
* | --- |
* | "to 125 St at Lexington Avenue. About 15 minutes on foot, or take any bus west along 125th Street." |
*
* @param {Info_Vc_Trains_456_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_trains_456_text = /** @type {((inputs?: Info_Vc_Trains_456_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Trains_456_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_trains_456_text(inputs)
	if (locale === "fr") return fr_info_vc_trains_456_text(inputs)
	return en_info_vc_trains_456_text(inputs)
});