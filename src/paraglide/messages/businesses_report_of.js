/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Report_OfInputs */

const en_businesses_report_of = /** @type {(inputs: Businesses_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a review of ${i?.name}. Our team reads every report and removes reviews that break the guide's rules.`)
};

const es_businesses_report_of = /** @type {(inputs: Businesses_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`una reseña de ${i?.name}. Nuestro equipo lee cada denuncia y elimina las reseñas que incumplen las normas de la guía.`)
};

const fr_businesses_report_of = /** @type {(inputs: Businesses_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un avis sur ${i?.name}. Notre équipe lit chaque signalement et retire les avis qui enfreignent les règles du guide.`)
};

/**
* | output |
* | --- |
* | "a review of {name}. Our team reads every report and removes reviews that break the guide's rules." |
*
* @param {Businesses_Report_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_report_of = /** @type {((inputs: Businesses_Report_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Report_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_report_of(inputs)
	if (locale === "fr") return fr_businesses_report_of(inputs)
	return en_businesses_report_of(inputs)
});