/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Advice_TextInputs */

const en_info_vc_advice_text = /** @type {(inputs: Info_Vc_Advice_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our staff help you plan a route, choose where to eat, find a Sunday gospel service that welcomes visitors, or build a day in the [trip planner].`)
};

const es_info_vc_advice_text = /** @type {(inputs: Info_Vc_Advice_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo te ayuda a planear una ruta, elegir dónde comer, encontrar una misa de gospel dominical que reciba a visitantes o armar un día con el [planificador de viaje].`)
};

const fr_info_vc_advice_text = /** @type {(inputs: Info_Vc_Advice_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous aide à tracer un itinéraire, à choisir où manger, à trouver un office gospel du dimanche qui accueille les visiteurs, ou à composer une journée avec le [planificateur de voyage].`)
};

/**
* | output |
* | --- |
* | "Our staff help you plan a route, choose where to eat, find a Sunday gospel service that welcomes visitors, or build a day in the [trip planner]." |
*
* @param {Info_Vc_Advice_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_advice_text = /** @type {((inputs?: Info_Vc_Advice_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Advice_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_advice_text(inputs)
	if (locale === "fr") return fr_info_vc_advice_text(inputs)
	return en_info_vc_advice_text(inputs)
});