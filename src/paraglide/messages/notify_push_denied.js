/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_DeniedInputs */

const en_notify_push_denied = /** @type {(inputs: Notify_Push_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser did not allow notifications.`)
};

const es_notify_push_denied = /** @type {(inputs: Notify_Push_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador no permitió las notificaciones.`)
};

const fr_notify_push_denied = /** @type {(inputs: Notify_Push_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a pas autorisé les notifications.`)
};

/**
* | output |
* | --- |
* | "The browser did not allow notifications." |
*
* @param {Notify_Push_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_denied = /** @type {((inputs?: Notify_Push_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_denied(inputs)
	if (locale === "fr") return fr_notify_push_denied(inputs)
	return en_notify_push_denied(inputs)
});