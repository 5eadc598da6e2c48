/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Role_Owner_TextInputs */

const en_accounts_role_owner_text = /** @type {(inputs: Accounts_Role_Owner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and manage your listing, post events, upload media, respond to reviews, see analytics and upgrade to premium.`)
};

const es_accounts_role_owner_text = /** @type {(inputs: Accounts_Role_Owner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea y administra tu ficha, publica eventos, sube fotos y videos, responde a las reseñas, consulta tus estadísticas y pásate a Premium.`)
};

const fr_accounts_role_owner_text = /** @type {(inputs: Accounts_Role_Owner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez et gérez votre fiche, publiez des événements, ajoutez photos et vidéos, répondez aux avis, consultez vos statistiques et passez à Premium.`)
};

/**
* | output |
* | --- |
* | "Create and manage your listing, post events, upload media, respond to reviews, see analytics and upgrade to premium." |
*
* @param {Accounts_Role_Owner_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_role_owner_text = /** @type {((inputs?: Accounts_Role_Owner_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Role_Owner_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_role_owner_text(inputs)
	if (locale === "fr") return fr_accounts_role_owner_text(inputs)
	return en_accounts_role_owner_text(inputs)
});