/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_DescriptionInputs */

const en_moderation_cms_description = /** @type {(inputs: Moderation_Cms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what admins, business owners and community members can do in the Harlem guide: each role's permissions, allowed and denied.`)
};

const es_moderation_cms_description = /** @type {(inputs: Moderation_Cms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubre qué pueden hacer los administradores, los propietarios de negocios y los miembros de la comunidad en la guía de Harlem: los permisos de cada rol, permitidos y denegados.`)
};

const fr_moderation_cms_description = /** @type {(inputs: Moderation_Cms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez ce que peuvent faire les administrateurs, les propriétaires de commerces et les membres de la communauté dans le guide de Harlem : les droits de chaque rôle, autorisés ou refusés.`)
};

/**
* | output |
* | --- |
* | "See what admins, business owners and community members can do in the Harlem guide: each role's permissions, allowed and denied." |
*
* @param {Moderation_Cms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_description = /** @type {((inputs?: Moderation_Cms_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_description(inputs)
	if (locale === "fr") return fr_moderation_cms_description(inputs)
	return en_moderation_cms_description(inputs)
});