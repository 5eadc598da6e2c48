/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_Show_ArchivedInputs */

const en_moderation_in_show_archived = /** @type {(inputs: Moderation_In_Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show archived`)
};

const es_moderation_in_show_archived = /** @type {(inputs: Moderation_In_Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver archivados`)
};

const fr_moderation_in_show_archived = /** @type {(inputs: Moderation_In_Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les archives`)
};

/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Moderation_In_Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_show_archived = /** @type {((inputs?: Moderation_In_Show_ArchivedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Show_ArchivedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_show_archived(inputs)
	if (locale === "fr") return fr_moderation_in_show_archived(inputs)
	return en_moderation_in_show_archived(inputs)
});