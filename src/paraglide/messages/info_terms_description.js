/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Terms_DescriptionInputs */

const en_info_terms_description = /** @type {(inputs: Info_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms that apply when you use the Harlem Guide: accounts, premium membership, business listings, events, reviews and acceptable use.`)
};

const es_info_terms_description = /** @type {(inputs: Info_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los términos que se aplican cuando usas la guía de Harlem: cuentas, membresía premium, fichas de negocios, eventos, reseñas y uso aceptable.`)
};

const fr_info_terms_description = /** @type {(inputs: Info_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions qui s’appliquent quand vous utilisez le guide de Harlem : comptes, abonnement premium, fiches des commerces, événements, avis et règles d’usage.`)
};

/**
* | output |
* | --- |
* | "The terms that apply when you use the Harlem Guide: accounts, premium membership, business listings, events, reviews and acceptable use." |
*
* @param {Info_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_terms_description = /** @type {((inputs?: Info_Terms_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_terms_description(inputs)
	if (locale === "fr") return fr_info_terms_description(inputs)
	return en_info_terms_description(inputs)
});