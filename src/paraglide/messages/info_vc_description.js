/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Info_Vc_DescriptionInputs */

const en_info_vc_description = /** @type {(inputs: Info_Vc_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visit the Harlem Guide Visitor Center at ${i?.address}: free maps, event listings and local advice, steps from the 125th Street subway stations.`)
};

const es_info_vc_description = /** @type {(inputs: Info_Vc_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visita el Centro de Visitantes de la guía de Harlem en ${i?.address}: mapas gratis, agenda de eventos y consejos locales, a pasos de las estaciones de metro de la calle 125.`)
};

const fr_info_vc_description = /** @type {(inputs: Info_Vc_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rendez-vous au centre d’accueil des visiteurs du guide de Harlem, au ${i?.address} : plans gratuits, agenda des événements et conseils d’habitants, à deux pas des stations de métro de la 125e Rue.`)
};

/**
* | output |
* | --- |
* | "Visit the Harlem Guide Visitor Center at {address}: free maps, event listings and local advice, steps from the 125th Street subway stations." |
*
* @param {Info_Vc_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_description = /** @type {((inputs: Info_Vc_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_description(inputs)
	if (locale === "fr") return fr_info_vc_description(inputs)
	return en_info_vc_description(inputs)
});