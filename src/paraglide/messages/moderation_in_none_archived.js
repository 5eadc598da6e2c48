/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_None_ArchivedInputs */

const en_moderation_in_none_archived = /** @type {(inputs: Moderation_In_None_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing archived here.`)
};

const es_moderation_in_none_archived = /** @type {(inputs: Moderation_In_None_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada archivado aquí.`)
};

const fr_moderation_in_none_archived = /** @type {(inputs: Moderation_In_None_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’est archivé ici.`)
};

/**
* | output |
* | --- |
* | "Nothing archived here." |
*
* @param {Moderation_In_None_ArchivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_none_archived = /** @type {((inputs?: Moderation_In_None_ArchivedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_None_ArchivedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_none_archived(inputs)
	if (locale === "fr") return fr_moderation_in_none_archived(inputs)
	return en_moderation_in_none_archived(inputs)
});