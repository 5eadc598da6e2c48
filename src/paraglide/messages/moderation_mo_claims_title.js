/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_Mo_Claims_TitleInputs */

const en_moderation_mo_claims_title = /** @type {(inputs: Moderation_Mo_Claims_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Listing claims and new listings (${i?.count})`)
};

const es_moderation_mo_claims_title = /** @type {(inputs: Moderation_Mo_Claims_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitudes de gestión y fichas nuevas (${i?.count})`)
};

const fr_moderation_mo_claims_title = /** @type {(inputs: Moderation_Mo_Claims_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandes de gestion et nouvelles fiches (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Listing claims and new listings ({count})" |
*
* @param {Moderation_Mo_Claims_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_claims_title = /** @type {((inputs: Moderation_Mo_Claims_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Claims_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_claims_title(inputs)
	if (locale === "fr") return fr_moderation_mo_claims_title(inputs)
	return en_moderation_mo_claims_title(inputs)
});