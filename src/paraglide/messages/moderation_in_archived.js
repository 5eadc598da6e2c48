/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_ArchivedInputs */

const en_moderation_in_archived = /** @type {(inputs: Moderation_In_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived.`)
};

const es_moderation_in_archived = /** @type {(inputs: Moderation_In_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivado.`)
};

const fr_moderation_in_archived = /** @type {(inputs: Moderation_In_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivé.`)
};

/**
* | output |
* | --- |
* | "Archived." |
*
* @param {Moderation_In_ArchivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_archived = /** @type {((inputs?: Moderation_In_ArchivedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_ArchivedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_archived(inputs)
	if (locale === "fr") return fr_moderation_in_archived(inputs)
	return en_moderation_in_archived(inputs)
});