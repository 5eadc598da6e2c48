/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Subscribed_TextInputs */

const en_partners_nl_subscribed_text = /** @type {(inputs: Partners_Nl_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're already subscribed: that address is confirmed on our list, so there's nothing more to do. Thanks for reading!`)
};

const es_partners_nl_subscribed_text = /** @type {(inputs: Partners_Nl_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás suscrito: esa dirección está confirmada en nuestra lista, así que no tienes que hacer nada más. ¡Gracias por leernos!`)
};

const fr_partners_nl_subscribed_text = /** @type {(inputs: Partners_Nl_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déjà abonné : cette adresse est confirmée sur notre liste, vous n’avez donc rien d’autre à faire. Merci de nous lire !`)
};

/**
* | output |
* | --- |
* | "You're already subscribed: that address is confirmed on our list, so there's nothing more to do. Thanks for reading!" |
*
* @param {Partners_Nl_Subscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_subscribed_text = /** @type {((inputs?: Partners_Nl_Subscribed_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Subscribed_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_subscribed_text(inputs)
	if (locale === "fr") return fr_partners_nl_subscribed_text(inputs)
	return en_partners_nl_subscribed_text(inputs)
});