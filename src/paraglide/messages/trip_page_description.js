/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Page_DescriptionInputs */

const en_trip_page_description = /** @type {(inputs: Trip_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan a half day, a full day, a weekend or a longer stay in Harlem: places and events matched to your interests, budget and group, day by day.`)
};

const es_trip_page_description = /** @type {(inputs: Trip_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica medio día, un día completo, un fin de semana o una estadía más larga en Harlem: lugares y eventos según tus intereses, tu presupuesto y tu grupo, día por día.`)
};

const fr_trip_page_description = /** @type {(inputs: Trip_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparez une demi-journée, une journée, un week-end ou un plus long séjour à Harlem : des lieux et des événements choisis selon vos centres d’intérêt, votre budget et votre groupe, jour après jour.`)
};

/**
* | output |
* | --- |
* | "Plan a half day, a full day, a weekend or a longer stay in Harlem: places and events matched to your interests, budget and group, day by day." |
*
* @param {Trip_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_page_description = /** @type {((inputs?: Trip_Page_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Page_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_page_description(inputs)
	if (locale === "fr") return fr_trip_page_description(inputs)
	return en_trip_page_description(inputs)
});