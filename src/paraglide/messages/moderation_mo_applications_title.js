/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_Mo_Applications_TitleInputs */

const en_moderation_mo_applications_title = /** @type {(inputs: Moderation_Mo_Applications_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partnership applications (${i?.count})`)
};

const es_moderation_mo_applications_title = /** @type {(inputs: Moderation_Mo_Applications_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitudes de alianza (${i?.count})`)
};

const fr_moderation_mo_applications_title = /** @type {(inputs: Moderation_Mo_Applications_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Candidatures de partenariat (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Partnership applications ({count})" |
*
* @param {Moderation_Mo_Applications_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_applications_title = /** @type {((inputs: Moderation_Mo_Applications_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Applications_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_applications_title(inputs)
	if (locale === "fr") return fr_moderation_mo_applications_title(inputs)
	return en_moderation_mo_applications_title(inputs)
});