/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invalid: NonNullable<unknown>, name: NonNullable<unknown> }} Moderation_Cms_InvalidInputs */

const en_moderation_cms_invalid = /** @type {(inputs: Moderation_Cms_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no role called “${i?.invalid}”, so the ${i?.name} role is shown. Choose Admin, Business Owner or Community Member.`)
};

const es_moderation_cms_invalid = /** @type {(inputs: Moderation_Cms_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No existe ningún rol llamado “${i?.invalid}”, así que se muestra el rol ${i?.name}. Elige Administrador, Propietario de negocio o Miembro de la comunidad.`)
};

const fr_moderation_cms_invalid = /** @type {(inputs: Moderation_Cms_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun rôle ne s’appelle « ${i?.invalid} » : le rôle ${i?.name} est donc affiché. Choisissez Administrateur, Propriétaire de commerce ou Membre de la communauté.`)
};

/**
* | output |
* | --- |
* | "There is no role called “{invalid}”, so the {name} role is shown. Choose Admin, Business Owner or Community Member." |
*
* @param {Moderation_Cms_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_invalid = /** @type {((inputs: Moderation_Cms_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_invalid(inputs)
	if (locale === "fr") return fr_moderation_cms_invalid(inputs)
	return en_moderation_cms_invalid(inputs)
});