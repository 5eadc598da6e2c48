/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Editor_Admin_HelpInputs */

const en_content_editor_admin_help = /** @type {(inputs: Content_Editor_Admin_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As an admin, what you save here is published at once.`)
};

const es_content_editor_admin_help = /** @type {(inputs: Content_Editor_Admin_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como administrador, lo que guarde aquí se publica de inmediato.`)
};

const fr_content_editor_admin_help = /** @type {(inputs: Content_Editor_Admin_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tant qu’administrateur, ce que vous enregistrez ici est publié aussitôt.`)
};

/**
* | output |
* | --- |
* | "As an admin, what you save here is published at once." |
*
* @param {Content_Editor_Admin_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_editor_admin_help = /** @type {((inputs?: Content_Editor_Admin_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Editor_Admin_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_editor_admin_help(inputs)
	if (locale === "fr") return fr_content_editor_admin_help(inputs)
	return en_content_editor_admin_help(inputs)
});