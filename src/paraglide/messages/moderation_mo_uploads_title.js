/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_Mo_Uploads_TitleInputs */

const en_moderation_mo_uploads_title = /** @type {(inputs: Moderation_Mo_Uploads_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid uploads (${i?.count})`)
};

const es_moderation_mo_uploads_title = /** @type {(inputs: Moderation_Mo_Uploads_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargas pagadas (${i?.count})`)
};

const fr_moderation_mo_uploads_title = /** @type {(inputs: Moderation_Mo_Uploads_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dépôts payés (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Paid uploads ({count})" |
*
* @param {Moderation_Mo_Uploads_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_uploads_title = /** @type {((inputs: Moderation_Mo_Uploads_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Uploads_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_uploads_title(inputs)
	if (locale === "fr") return fr_moderation_mo_uploads_title(inputs)
	return en_moderation_mo_uploads_title(inputs)
});