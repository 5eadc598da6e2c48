/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Come_BackInputs */

const en_events_come_back = /** @type {(inputs: Events_Come_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will come back to this page after signing in, with your name and email filled in.`)
};

const es_events_come_back = /** @type {(inputs: Events_Come_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después de iniciar sesión volverás a esta página, con tu nombre y correo ya completados.`)
};

const fr_events_come_back = /** @type {(inputs: Events_Come_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après connexion, vous reviendrez sur cette page, avec votre nom et votre e-mail déjà remplis.`)
};

/**
* | output |
* | --- |
* | "You will come back to this page after signing in, with your name and email filled in." |
*
* @param {Events_Come_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_come_back = /** @type {((inputs?: Events_Come_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Come_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_come_back(inputs)
	if (locale === "fr") return fr_events_come_back(inputs)
	return en_events_come_back(inputs)
});