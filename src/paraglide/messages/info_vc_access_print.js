/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_PrintInputs */

const en_info_vc_access_print = /** @type {(inputs: Info_Vc_Access_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large-print maps are available at the desk, and staff will read listings aloud or write down directions on request.`)
};

const es_info_vc_access_print = /** @type {(inputs: Info_Vc_Access_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el mostrador hay mapas en letra grande, y nuestro equipo puede leerte las fichas en voz alta o escribirte las indicaciones si lo pides.`)
};

const fr_info_vc_access_print = /** @type {(inputs: Info_Vc_Access_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des plans en grands caractères sont disponibles à l’accueil, et notre équipe peut vous lire les fiches à voix haute ou vous écrire l’itinéraire sur demande.`)
};

/**
* | output |
* | --- |
* | "Large-print maps are available at the desk, and staff will read listings aloud or write down directions on request." |
*
* @param {Info_Vc_Access_PrintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_print = /** @type {((inputs?: Info_Vc_Access_PrintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_PrintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_print(inputs)
	if (locale === "fr") return fr_info_vc_access_print(inputs)
	return en_info_vc_access_print(inputs)
});