/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Edu_RoutesInputs */

const en_partners_tt_edu_routes = /** @type {(inputs: Partners_Tt_Edu_RoutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Renaissance, civil rights and architecture routes`)
};

const es_partners_tt_edu_routes = /** @type {(inputs: Partners_Tt_Edu_RoutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rutas del Renacimiento de Harlem, los derechos civiles y la arquitectura`)
};

const fr_partners_tt_edu_routes = /** @type {(inputs: Partners_Tt_Edu_RoutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcours Renaissance de Harlem, droits civiques et architecture`)
};

/**
* | output |
* | --- |
* | "Harlem Renaissance, civil rights and architecture routes" |
*
* @param {Partners_Tt_Edu_RoutesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_edu_routes = /** @type {((inputs?: Partners_Tt_Edu_RoutesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Edu_RoutesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_edu_routes(inputs)
	if (locale === "fr") return fr_partners_tt_edu_routes(inputs)
	return en_partners_tt_edu_routes(inputs)
});