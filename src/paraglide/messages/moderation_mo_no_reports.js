/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_No_ReportsInputs */

const en_moderation_mo_no_reports = /** @type {(inputs: Moderation_Mo_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reported reviews.`)
};

const es_moderation_mo_no_reports = /** @type {(inputs: Moderation_Mo_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay reseñas denunciadas.`)
};

const fr_moderation_mo_no_reports = /** @type {(inputs: Moderation_Mo_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis signalé.`)
};

/**
* | output |
* | --- |
* | "No reported reviews." |
*
* @param {Moderation_Mo_No_ReportsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_no_reports = /** @type {((inputs?: Moderation_Mo_No_ReportsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_No_ReportsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_no_reports(inputs)
	if (locale === "fr") return fr_moderation_mo_no_reports(inputs)
	return en_moderation_mo_no_reports(inputs)
});