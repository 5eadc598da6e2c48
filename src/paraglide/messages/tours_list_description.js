/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_List_DescriptionInputs */

const en_tours_list_description = /** @type {(inputs: Tours_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Self-guided walking tours of Harlem: the route on a map, the story of each stop and narration to listen to.`)
};

const es_tours_list_description = /** @type {(inputs: Tours_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos a pie por Harlem a tu ritmo: la ruta en un mapa, la historia de cada parada y una narración para escuchar.`)
};

const fr_tours_list_description = /** @type {(inputs: Tours_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des visites à pied de Harlem à votre rythme : l’itinéraire sur une carte, l’histoire de chaque étape et une narration à écouter.`)
};

/**
* | output |
* | --- |
* | "Self-guided walking tours of Harlem: the route on a map, the story of each stop and narration to listen to." |
*
* @param {Tours_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_list_description = /** @type {((inputs?: Tours_List_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_List_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_list_description(inputs)
	if (locale === "fr") return fr_tours_list_description(inputs)
	return en_tours_list_description(inputs)
});