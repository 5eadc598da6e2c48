/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_WhyInputs */

const en_info_about_why = /** @type {(inputs: Info_About_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We built this guide so that a visitor on a slow phone and a neighbor looking for Saturday plans find the same thing: honest, current information about the places and events that make Harlem what it is.`)
};

const es_info_about_why = /** @type {(inputs: Info_About_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creamos esta guía para que un visitante con un teléfono lento y un vecino que busca planes para el sábado encuentren lo mismo: información honesta y al día sobre los lugares y eventos que hacen de Harlem lo que es.`)
};

const fr_info_about_why = /** @type {(inputs: Info_About_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons conçu ce guide pour qu’un visiteur au téléphone lent et un habitant qui cherche quoi faire samedi trouvent la même chose : des informations honnêtes et à jour sur les lieux et les événements qui font Harlem.`)
};

/**
* | output |
* | --- |
* | "We built this guide so that a visitor on a slow phone and a neighbor looking for Saturday plans find the same thing: honest, current information about the pl..." |
*
* @param {Info_About_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_why = /** @type {((inputs?: Info_About_WhyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_WhyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_why(inputs)
	if (locale === "fr") return fr_info_about_why(inputs)
	return en_info_about_why(inputs)
});