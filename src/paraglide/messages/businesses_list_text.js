/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_List_TextInputs */

const en_businesses_list_text = /** @type {(inputs: Businesses_List_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Own a Harlem business? Get found by visitors and neighbors: a free listing with hours, photos and reviews, or a premium placement at the top of this directory.`)
};

const es_businesses_list_text = /** @type {(inputs: Businesses_List_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes un negocio en Harlem? Haz que visitantes y vecinos te encuentren: una ficha gratuita con horarios, fotos y reseñas, o un lugar destacado en lo alto de este directorio.`)
};

const fr_businesses_list_text = /** @type {(inputs: Businesses_List_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous tenez un établissement à Harlem ? Faites-vous connaître des visiteurs et des habitants du quartier : une fiche gratuite avec horaires, photos et avis, ou une place premium en tête de cet annuaire.`)
};

/**
* | output |
* | --- |
* | "Own a Harlem business? Get found by visitors and neighbors: a free listing with hours, photos and reviews, or a premium placement at the top of this directory." |
*
* @param {Businesses_List_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_list_text = /** @type {((inputs?: Businesses_List_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_List_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_list_text(inputs)
	if (locale === "fr") return fr_businesses_list_text(inputs)
	return en_businesses_list_text(inputs)
});