/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Empty_HintInputs */

const en_content_empty_hint = /** @type {(inputs: Content_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty and save to remove a translation.`)
};

const es_content_empty_hint = /** @type {(inputs: Content_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deje el campo vacío y guarde para quitar una traducción.`)
};

const fr_content_empty_hint = /** @type {(inputs: Content_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez le champ vide et enregistrez pour supprimer une traduction.`)
};

/**
* | output |
* | --- |
* | "Leave empty and save to remove a translation." |
*
* @param {Content_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_empty_hint = /** @type {((inputs?: Content_Empty_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Empty_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_empty_hint(inputs)
	if (locale === "fr") return fr_content_empty_hint(inputs)
	return en_content_empty_hint(inputs)
});