/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Page_DescriptionInputs */

const en_loyalty_page_description = /** @type {(inputs: Loyalty_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earn points for exploring Harlem: events, walking tours, reviews and support. Reach new tiers and redeem rewards from neighborhood businesses.`)
};

const es_loyalty_page_description = /** @type {(inputs: Loyalty_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gana puntos por explorar Harlem: eventos, recorridos a pie, reseñas y apoyo. Sube de nivel y canjea recompensas de negocios del barrio.`)
};

const fr_loyalty_page_description = /** @type {(inputs: Loyalty_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagnez des points en explorant Harlem : événements, visites à pied, avis et soutien. Montez de niveau et échangez des récompenses offertes par les commerces du quartier.`)
};

/**
* | output |
* | --- |
* | "Earn points for exploring Harlem: events, walking tours, reviews and support. Reach new tiers and redeem rewards from neighborhood businesses." |
*
* @param {Loyalty_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_page_description = /** @type {((inputs?: Loyalty_Page_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Page_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_page_description(inputs)
	if (locale === "fr") return fr_loyalty_page_description(inputs)
	return en_loyalty_page_description(inputs)
});